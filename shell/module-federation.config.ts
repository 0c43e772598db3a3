/**
 * The shell exposes nothing and declares no remotes at build time: it reads their locations from
 * /remotes.json at run time and registers them then (shell/src/remotes/federation.ts,
 * docs/decisions/0001).
 */
export const federation = { name: 'shell' };
