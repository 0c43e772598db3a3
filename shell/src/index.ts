// No async boundary: the shell's shared libraries are eager (in this entry file), so they are
// ready before any module that uses them runs, and the bootstrap needs no second request
// (`webpackMode: "eager"` keeps it in this file). It runs in a task of its own, after the one that
// evaluates the entry and sets up the federation runtime and its shared libraries: two tasks of
// 40-60 ms on a throttled phone instead of one of 85-105 ms, which Lighthouse counted as blocking
// time on every route (TBT 57-73 ms, then 1-8 ms; docs/decisions/0026).
setTimeout(() => void import(/* webpackMode: "eager" */ './bootstrap'));
