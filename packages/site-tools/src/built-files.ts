import path from 'node:path';

const root = path.join(__dirname, '..', '..', '..');

/**
 * The built file a script of the composed site was served from: a remote's, under
 * /mf/<remote>/, comes from <remote>-mfe/dist; the rest from the shell's build (dist-standalone
 * for the standalone build).
 */
export function builtFileOf(url: string, build: 'federated' | 'standalone' = 'federated'): string {
  const { pathname } = new URL(url);
  const [, remote, file] = /^\/mf\/([a-z]+)\/(.+)$/.exec(pathname) ?? [];
  if (remote && file) return path.join(root, `${remote}-mfe`, 'dist', file);
  return path.join(root, 'shell', build === 'standalone' ? 'dist-standalone' : 'dist', pathname.slice(1));
}
