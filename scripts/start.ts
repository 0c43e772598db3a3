import { spawn, type ChildProcess } from 'node:child_process';
import { connect } from 'node:net';
import path from 'node:path';
import { siteConfig, type AppName } from '@inklined/site-config/site-config';
import { buildIfNeeded } from './build-if-needed';

/**
 * `npm start`: builds what is not built, then serves the production builds of the shell and the
 * three remotes, each on its own server, and the email service. Ctrl-C stops them all.
 */
const root = path.join(__dirname, '..');

interface Part {
  readonly app: AppName;
  readonly script: string;
  readonly args?: string[];
  readonly env?: NodeJS.ProcessEnv;
}

function parts(): Part[] {
  const { host, ports } = siteConfig();
  return [
    { app: 'marketing', script: 'scripts/serve-remote.ts', args: ['marketing'] },
    { app: 'careers', script: 'scripts/serve-remote.ts', args: ['careers'] },
    { app: 'forms', script: 'scripts/serve-remote.ts', args: ['forms'] },
    {
      app: 'email',
      script: 'email-service/src/server.ts',
      // The service sits behind the shell's proxy, which sets X-Forwarded-For.
      env: { PORT: String(ports.email), HOST: host, TRUST_PROXY: process.env.TRUST_PROXY ?? '1' },
    },
    { app: 'shell', script: 'shell/server/main.ts' },
  ];
}

const children: ChildProcess[] = [];
let stopping = false;

function stopAll(code: number): void {
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  process.exitCode = code;
}

function waitForPort(host: string, port: number, deadline: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const attempt = () => {
      const socket = connect(port, host);
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
  const { host, ports } = siteConfig();
  const servers = parts();
  buildIfNeeded();
  for (const { app, script, args = [], env } of servers) {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, script), ...args], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, ...env },
    });
    child.on('exit', (code, signal) => {
      if (!stopping) console.error(`${app} stopped (${signal ?? `exit code ${code}`}); the other parts keep running`);
    });
    children.push(child);
  }
  const deadline = Date.now() + 30_000;
  const started = await Promise.allSettled(servers.map(({ app }) => waitForPort(host, ports[app], deadline)));
  const down = servers.filter((_server, index) => started[index]?.status === 'rejected').map(({ app }) => app);
  // A part that did not start is reported, not fatal: the rest of the site still works without it.
  if (down.length > 0) console.error(`\nnot running: ${down.join(', ')} (see the messages above)`);
  console.log(`\nCritically Inklined is running at http://localhost:${ports.shell}/ (Ctrl-C stops it)\n`);
}

process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  stopAll(1);
});
