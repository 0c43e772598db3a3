// No async boundary: the shell's shared libraries are eager (in this entry file), so they are
// ready before any module that uses them runs, and the bootstrap needs no second request
// (`webpackMode: "eager"` keeps it in this file). It runs in a task of its own, after the one that
// evaluates the entry and sets up the federation runtime and its shared libraries: two shorter
// tasks instead of one that Lighthouse counted as blocking time on every route (docs/decisions/0026).
setTimeout(() => void import(/* webpackMode: "eager" */ './bootstrap'));
