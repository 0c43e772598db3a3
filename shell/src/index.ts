import { startInSteps } from './in-tasks';

// No async boundary: the shell's shared libraries are eager (in this entry file), so they are
// ready before any module that uses them runs. After the task that evaluates the entry and sets
// up the federation runtime, the site starts in steps, each in a task of its own
// (docs/decisions/0026, 0052).
void startInSteps(() => import(/* webpackMode: "eager" */ './bootstrap'));
