import { inTasksOfTheirOwn } from './in-tasks';

// No async boundary: the shell's shared libraries are eager (in this entry file), so they are
// ready before any module that uses them runs, and no step needs a second request
// (`webpackMode: "eager"` keeps each in this file). After the task that evaluates the entry and
// sets up the federation runtime: React DOM, the other libraries, then the site's modules, each
// in a task of its own (docs/decisions/0026, 0052).
void inTasksOfTheirOwn([
  // React, then React DOM: CommonJS, whole whichever way they are imported.
  () => import(/* webpackMode: "eager" */ 'react'),
  () => import(/* webpackMode: "eager" */ 'react-dom/client'),
  () => import(/* webpackMode: "eager" */ './libraries'),
  () => import(/* webpackMode: "eager" */ './bootstrap'),
]);
