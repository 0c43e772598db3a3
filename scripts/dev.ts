import { tmpdir } from 'node:os';
import path from 'node:path';
import concurrently, { type ConcurrentlyCommandInput } from 'concurrently';
import { remoteNamed, remoteNames, type RemoteName } from '@inklined/contracts/remote-modules';
import { writeRemotesFile } from '@inklined/site-config/remotes-file';
import { siteConfig } from '@inklined/site-config/site-config';
import { buildIfNeeded, buildRefreshHostIfNeeded } from './build-if-needed';
import { partEnvironments } from './part-env';

/**
 * `npm run dev`: every front-end app on its webpack dev server with Fast Refresh, and the email
 * service. `npm run dev -- --only <remote>`: that remote on its dev server with Fast Refresh, and
 * the rest of the site as `npm start` serves it (the other remotes' production builds, the shell's
 * production server) with the shell built as a refresh host (React's development build), so one
 * team works against the real rest of the site. The remote is pointed at its dev server through
 * the shell's remotes file, as a deploy would point it at a release.
 */
const root = path.join(__dirname, '..');
const config = siteConfig();
const { internalHost, ports } = config;
const colours = ['blue', 'magenta', 'cyan', 'green', 'yellow', 'gray'];

/**
 * The editor at /admin/ saves into this checkout through decap-server (Decap CMS's local backend),
 * on the port after the email service's, reachable from this machine only. A post saved there is
 * a file of marketing-mfe/content/posts, which marketing's dev server builds at once.
 */
const editorPort = ports.email + 1;
const editorEnv = { EDITOR_LOCAL_BACKEND: `http://127.0.0.1:${editorPort}/api/v1` };
const editorBackend: ConcurrentlyCommandInput = {
  name: 'editor',
  command: 'npx decap-server',
  env: { PORT: String(editorPort), BIND_HOST: '127.0.0.1', GIT_REPO_DIRECTORY: root, MODE: 'fs', LOG_LEVEL: 'warn' },
};

function onlyRemote(args: readonly string[]): RemoteName | undefined {
  const at = args.indexOf('--only');
  if (at === -1) return undefined;
  const name = remoteNamed(args[at + 1]);
  if (!name) throw new Error(`--only names a remote: ${remoteNames.join(', ')}`);
  return name;
}

function everythingInDev(): ConcurrentlyCommandInput[] {
  return [
    ...remoteNames.map((name) => ({ name, command: `npm run dev -w ${name}-mfe` })),
    { name: 'shell', command: 'npm run dev -w shell', env: editorEnv },
    editorBackend,
    {
      name: 'email',
      command: 'npm run dev -w email-service',
      // The same port the shell's dev proxy forwards /api to, also when SITE_PORT_BASE moves the site.
      env: { PORT: String(ports.email), HOST: internalHost },
    },
  ];
}

function oneRemoteInDev(only: RemoteName): ConcurrentlyCommandInput[] {
  const others = remoteNames.filter((name) => name !== only);
  buildIfNeeded(
    'federated',
    others.map((name) => `${name}-mfe` as const),
  );
  buildRefreshHostIfNeeded();
  const remotesFile = path.join(tmpdir(), `inklined-dev-only-${ports.shell}.json`);
  // Its entry at its dev server (no server pin: its part renders in the browser, not on the server).
  writeRemotesFile(remotesFile, { remotes: { [only]: { entry: `http://127.0.0.1:${ports[only]}/remoteEntry.js` } } });
  const env = partEnvironments(process.env, config, root);
  const tsx = (script: string, ...args: string[]) =>
    [process.execPath, '--import', 'tsx', JSON.stringify(path.join(root, script)), ...args].join(' ');
  return [
    { name: only, command: `npm run dev -w ${only}-mfe -- --env behindProductionShell` },
    ...others.map((name) => ({
      name,
      command: tsx('packages/static-server/src/serve-remote.ts', name),
      env: env.remote,
    })),
    { name: 'email', command: tsx('email-service/src/server.ts'), env: env.email },
    {
      name: 'shell',
      command: tsx('shell/server/main.ts'),
      env: { ...env.shell, ...editorEnv, REMOTES_FILE: remotesFile, SHELL_BUILD: 'dist-refresh-host' },
    },
    editorBackend,
  ];
}

const only = onlyRemote(process.argv.slice(2));
const { result } = concurrently(only ? oneRemoteInDev(only) : everythingInDev(), {
  killOthersOn: ['failure'],
  prefixColors: colours,
});
if (only) console.log(`${only} in development against the site as built: http://127.0.0.1:${ports.shell}`);

result.catch(() => {
  process.exitCode = 1;
});
