// The standalone build's entry (docs/decisions/0015): the same site as one ordinary bundle,
// started in the same steps as the federated build's (shell/src/index.ts, docs/decisions/0052).
import { inTasksOfTheirOwn } from '../src/in-tasks';

void inTasksOfTheirOwn([
  // React, then React DOM: CommonJS, whole whichever way they are imported.
  () => import(/* webpackMode: "eager" */ 'react'),
  () => import(/* webpackMode: "eager" */ 'react-dom/client'),
  () => import(/* webpackMode: "eager" */ '../src/libraries'),
  () => import(/* webpackMode: "eager" */ './start'),
]);
