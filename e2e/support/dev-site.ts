import { spawn } from 'node:child_process';
import { readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.join(__dirname, '..', '..');

export interface DevSite {
  readonly url: string;
  /** Everything the dev processes printed so far. */
  output(): string;
  /** The same, each line with the seconds since `since` (epoch ms) when it arrived (negative before it): for failures. */
  timedOutput(since: number): string;
  stop(): Promise<void>;
}

/**
 * Starts `npm run dev` (with `args`, e.g. `--only careers`) on its own ports, in a process group
 * of its own so that stopping it stops every dev server and server it started, and resolves once
 * `ready` says so of the output and the shell answers.
 */
export async function startDevSite(
  portBase: number,
  args: readonly string[],
  ready: (output: string) => boolean,
  timeoutMs = 240_000,
): Promise<DevSite> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'scripts', 'dev.ts'), ...args], {
    cwd: root,
    env: { ...process.env, SITE_PORT_BASE: String(portBase), NO_COLOR: '1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  // What the processes printed, each piece with the time it arrived.
  const arrivals: { at: number; text: string }[] = [];
  const output = () => arrivals.map(({ text }) => text).join('');
  // Without colours: webpack colours its own lines whatever the terminal.
  // eslint-disable-next-line no-control-regex
  const plain = (data: Buffer) => data.toString().replace(/\x1b\[[0-9;]*m/g, '');
  const take = (data: Buffer) => arrivals.push({ at: Date.now(), text: plain(data) });
  child.stdout.on('data', take);
  child.stderr.on('data', take);
  const timedOutput = (since: number) =>
    arrivals
      .flatMap(({ at, text }) =>
        text
          .split('\n')
          .filter((line) => line.trim() !== '')
          .map((line) => `${at >= since ? '+' : '-'}${(Math.abs(at - since) / 1000).toFixed(2)}s ${line}`),
      )
      .join('\n');
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${portBase}`;
  const stop = async () => {
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      return; // Already gone.
    }
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      // Stopped by the SIGTERM.
    }
  };
  const deadline = Date.now() + timeoutMs;
  let gone = false;
  void exited.then(() => (gone = true));
  for (;;) {
    if (gone) throw new Error(`npm run dev ${args.join(' ')} stopped:\n${output().slice(-3000)}`);
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`npm run dev ${args.join(' ')} was not ready in time:\n${output().slice(-3000)}`);
    }
    if (ready(output())) {
      const answer = await fetch(url).catch(() => undefined);
      if (answer?.ok) break;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { url, output, timedOutput, stop };
}

interface Original {
  readonly source: string;
  readonly atime: Date;
  readonly mtime: Date;
}

/**
 * Edits a source file of the repository as a developer would, and puts it back: `restoreAll`
 * (after each test, whatever failed in between) writes the original bytes and times again, so no
 * build looks out of date afterwards (scripts/build-if-needed.ts compares times).
 */
const originals = new Map<string, Original>();

export function editSource(file: string, edit: (source: string) => string): void {
  const absolute = path.join(root, file);
  let original = originals.get(absolute);
  if (!original) {
    const { atime, mtime } = statSync(absolute);
    original = { source: readFileSync(absolute, 'utf8'), atime, mtime };
    originals.set(absolute, original);
  }
  const edited = edit(original.source);
  if (edited === original.source) throw new Error(`the edit of ${file} changed nothing`);
  writeFileSync(absolute, edited);
}

export function restoreAll(): void {
  for (const [file, { source, atime, mtime }] of originals) {
    writeFileSync(file, source);
    utimesSync(file, atime, mtime);
  }
  originals.clear();
}
