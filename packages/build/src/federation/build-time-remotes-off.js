// The shell's browser builds ask for @module-federation/webpack-bundler-runtime's remotes.js (from
// the bundler runtime's index.js) and get this module instead (client-config.ts). Its code loads
// remotes named in webpack's configuration (`import('careers/…')`), which the shell has none of:
// it loads each remote at run time from the manifest (shell/src/remotes), so its build has no
// remotes runtime to call this, and a remote's entry never takes it from the shell
// (remote-bundler-runtime.js). A call means a build-time remote was added: an error that says so.
// docs/decisions/0026.
export function remotes() {
  throw new Error('Build-time remotes are off in this build: the shell loads remotes at run time from /remotes.json');
}
