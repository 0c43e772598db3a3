import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { RemoteName } from '@inklined/contracts/remote-modules';
import { localServerPins } from '@inklined/site-tools/server-pins';
import { until } from '@inklined/test-kit/until';
import { test } from '../fixtures';
import { e2ePortBase } from '../site';

const root = path.join(__dirname, '..', '..');
const heapOnSignal = path.join(__dirname, 'heap-on-signal.ts');

export interface RunningServer {
  readonly url: string;
  readonly pid: number;
  /** What it has written so far, stdout and stderr (its log lines). */
  output(): string;
  stop(): Promise<void>;
}

const heapLines = /^live heap bytes: (\d+)$/gm;

/**
 * The heap a server started here still holds after a full collection, in MB: what it keeps, free
 * of the garbage and allocator slack that its resident size also counts (support/heap-on-signal.ts).
 */
export async function liveHeapMb(server: RunningServer): Promise<number> {
  const reports = () => [...server.output().matchAll(heapLines)];
  const seen = reports().length;
  process.kill(server.pid, 'SIGUSR2');
  await until(() => reports().length > seen);
  return Math.round(Number(reports().at(-1)![1]) / 1024 / 102.4) / 10;
}

/** Starts one of the site's programs as `npm start` does and resolves once it says it listens. */
function startProgram(script: string, args: string[], env: NodeJS.ProcessEnv, url: string): Promise<RunningServer> {
  const node = ['--expose-gc', '--import', 'tsx', '--import', heapOnSignal];
  const child: ChildProcess = spawn(process.execPath, [...node, path.join(root, script), ...args], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stderr?.on('data', (data: Buffer) => {
    output += data.toString();
    process.stderr.write(data);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (data: Buffer) => {
      output += data.toString();
      if (data.toString().includes(`http://`)) {
        resolve({
          url,
          pid: child.pid!,
          output: () => output,
          stop: async () => {
            child.kill();
            await exited;
          },
        });
      }
    });
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
}

/**
 * A second shell server on `portBase`, whose remotes are the e2e site's own unless `env` moves
 * one (for example to a port where nothing listens, or to a server the test stops and starts).
 */
export function startShellServer(portBase: number, env: NodeJS.ProcessEnv = {}): Promise<RunningServer> {
  const main = (offset: number) => `http://127.0.0.1:${e2ePortBase + offset}`;
  return startProgram(
    'shell/server/main.ts',
    [],
    {
      SITE_PORT_BASE: String(portBase),
      MARKETING_ORIGIN: main(1),
      CAREERS_ORIGIN: main(2),
      FORMS_ORIGIN: main(3),
      API_ORIGIN: main(4),
      // The remotes' own builds, pinned as `npm start` pins them.
      ...localServerPins({}, root),
      ...env,
    },
    `http://127.0.0.1:${portBase}`,
  );
}

const portOffset: Readonly<Record<RemoteName, number>> = { marketing: 1, careers: 2, forms: 3 };

/** A remote's production server on its port of `portBase` (its own build, as `npm start` serves it). */
export function startRemoteServer(name: RemoteName, portBase: number): Promise<RunningServer> {
  return startProgram(
    'packages/static-server/src/serve-remote.ts',
    [name],
    { SITE_PORT_BASE: String(portBase) },
    `http://127.0.0.1:${portBase + portOffset[name]}`,
  );
}

/**
 * For the tests of the describe block it is called in: a second shell server on `portBase` whose
 * `remote` is a port where nothing listens, started before them and stopped after. Returns a
 * getter for it, to call in a test.
 */
export function useShellWithRemoteDown(portBase: number, remote: RemoteName): () => RunningServer {
  let shell: RunningServer;
  test.beforeAll(async () => {
    const nowhere = `http://127.0.0.1:${portBase + portOffset[remote]}`;
    shell = await startShellServer(portBase, { [`${remote.toUpperCase()}_ORIGIN`]: nowhere });
  });
  test.afterAll(() => shell.stop());
  return () => shell;
}
