import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { siteConfig, type SiteConfig } from '@inklined/site-config/site-config';
import { assertBuilt, buildIfNeeded } from './build-if-needed';
import { partEnvironments } from './part-env';
import { supervise, type PartSpec } from './supervisor';

/**
 * `npm start`: builds what is not built, then serves the production builds of the shell and the
 * three remotes, each on its own server, and the email service, and keeps them running. Only the
 * shell listens on SITE_HOST; the others listen behind it. Ctrl-C stops them all.
 * `npm start -- --standalone` serves the standalone build (docs/decisions/0015) and the email service;
 * `--no-build` serves what is built, as the tests do, and builds nothing.
 */
const root = path.join(__dirname, '..');
const standalone = process.argv.includes('--standalone');
/** The tests' start: the builds are made before, never inside a test. */
const noBuild = process.argv.includes('--no-build');

/** Where the supervisor says how the parts are doing; the shell's /readyz reads it. */
const statusFile = (config: SiteConfig) => path.join(tmpdir(), `inklined-parts-${config.ports.shell}.json`);

function parts(config: SiteConfig): PartSpec[] {
  const env = partEnvironments(process.env, config, root, statusFile(config));
  const tsx = (script: string, ...args: string[]) => ({
    command: process.execPath,
    args: ['--import', 'tsx', path.join(root, script), ...args],
    cwd: root,
  });
  if (standalone) {
    return [
      { name: 'email', ...tsx('email-service/src/server.ts'), env: env.email },
      { name: 'standalone', ...tsx('shell/server/standalone.ts'), env: env.shell },
    ];
  }
  return [
    { name: 'marketing', ...tsx('packages/static-server/src/serve-remote.ts', 'marketing'), env: env.remote },
    { name: 'careers', ...tsx('packages/static-server/src/serve-remote.ts', 'careers'), env: env.remote },
    { name: 'forms', ...tsx('packages/static-server/src/serve-remote.ts', 'forms'), env: env.remote },
    { name: 'email', ...tsx('email-service/src/server.ts'), env: env.email },
    { name: 'shell', ...tsx('shell/server/main.ts'), env: env.shell },
  ];
}

function waitForPort(host: string, port: number, deadline: number): Promise<void> {
  const address = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      const socket = connect(port, address);
      socket.once('connect', () => {
        socket.end();
        resolve();
      });
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() > deadline) reject(new Error(`nothing is listening on port ${port}`));
        else setTimeout(attempt, 100);
      });
    };
    attempt();
  });
}

async function main(): Promise<void> {
  // The configuration is checked before anything is built or started.
  const config = siteConfig();
  if (noBuild) assertBuilt(standalone ? 'standalone' : 'federated');
  else buildIfNeeded(standalone ? 'standalone' : 'federated');
  const supervision = supervise(parts(config), {
    initialBackoffMs: 500,
    maxBackoffMs: 10_000,
    crashLoopExits: 5,
    windowMs: 60_000,
    stopGraceMs: 30_000,
    statusFile: statusFile(config),
    log: (line) => console.log(`[start] ${line}`),
  });
  const stop = () => void supervision.stop();
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  void supervision.done.then((code) => {
    process.exitCode = code;
  });

  const deadline = Date.now() + 30_000;
  const { ports } = config;
  const addresses: ReadonlyArray<readonly [string, string, number]> = [
    ...(standalone
      ? []
      : ([
          ['marketing', config.internalHost, ports.marketing],
          ['careers', config.internalHost, ports.careers],
          ['forms', config.internalHost, ports.forms],
        ] as const)),
    ['email', config.internalHost, ports.email],
    ['shell', config.host, ports.shell],
  ];
  const started = await Promise.allSettled(addresses.map(([, host, port]) => waitForPort(host, port, deadline)));
  const down = addresses.filter((_address, index) => started[index]?.status === 'rejected').map(([name]) => name);
  // A part that did not start is reported, not fatal: the rest of the site still works without it.
  if (down.length > 0) console.error(`\nnot running yet: ${down.join(', ')} (see the messages above)`);
  console.log(`\nCritically Inklined is running at http://localhost:${ports.shell}/ (Ctrl-C stops it)\n`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
