// The standalone build's entry (docs/decisions/0015): the same site as one ordinary bundle,
// started in the same steps as the federated build's (docs/decisions/0052).
import { startInSteps } from '../src/in-tasks';

void startInSteps(() => import(/* webpackMode: "eager" */ './start'));
