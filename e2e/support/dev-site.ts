import { spawn } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const repository = path.join(__dirname, '..', '..');

/** What a working copy leaves out: installs (linked instead), history, and what runs leave behind. */
const notCopied = new Set([
  '.git',
  'node_modules',
  'test-results',
  'playwright-report',
  'bench-results',
  'screenshots',
  'coverage',
]);

/**
 * The repository's sources and builds, copied with their times (so `scripts/build-if-needed.ts`
 * finds the builds as fresh as they are here), with its installed packages linked in. The dev
 * servers run and the tests edit there, never in the repository: `npm test` type-checks, lints
 * and runs jest over the repository's sources beside the browser suite, and one of them read a
 * component this suite had edited (a jest test looked for "Submit Application" and found
 * "Submit Application now").
 */
function workingCopy(): string {
  const copy = mkdtempSync(path.join(tmpdir(), 'inklined-dev-site-'));
  cpSync(repository, copy, {
    recursive: true,
    preserveTimestamps: true,
    filter: (source) => !notCopied.has(path.basename(source)) && !source.endsWith(path.join('email-service', 'var')),
  });
  const { workspaces } = JSON.parse(readFileSync(path.join(repository, 'package.json'), 'utf8')) as {
    workspaces: string[];
  };
  for (const dir of ['.', ...workspaces]) {
    const modules = path.join(repository, dir, 'node_modules');
    if (existsSync(modules)) symlinkSync(modules, path.join(copy, dir, 'node_modules'));
  }
  return copy;
}

interface Original {
  readonly source: string;
  readonly atime: Date;
  readonly mtime: Date;
}

export interface DevSite {
  readonly url: string;
  /** The working copy the dev servers run from. */
  readonly root: string;
  /**
   * Edits a source file of the working copy as a developer would; `restore` (after each test,
   * whatever failed in between) writes the original bytes and times again, so no build looks out
   * of date afterwards (scripts/build-if-needed.ts compares times).
   */
  edit(file: string, change: (source: string) => string): void;
  restore(): void;
  /** Everything the dev processes printed so far. */
  output(): string;
  /** The same, each line with the seconds since `since` (epoch ms) when it arrived (negative before it): for failures. */
  timedOutput(since: number): string;
  stop(): Promise<void>;
}

/**
 * Starts `npm run dev` (with `args`, e.g. `--only careers`) in a working copy of the repository,
 * on its own ports, in a process group of its own so that stopping it stops every dev server and
 * server it started (and removes the copy), and resolves once `ready` says so of the output and
 * the shell answers.
 */
export async function startDevSite(
  portBase: number,
  args: readonly string[],
  ready: (output: string) => boolean,
  timeoutMs = 240_000,
): Promise<DevSite> {
  const root = workingCopy();
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
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      // Already gone, or stopped by the SIGTERM.
    }
    rmSync(root, { recursive: true, force: true });
  };
  const originals = new Map<string, Original>();
  const edit = (file: string, change: (source: string) => string) => {
    const absolute = path.join(root, file);
    let original = originals.get(absolute);
    if (!original) {
      const { atime, mtime } = statSync(absolute);
      original = { source: readFileSync(absolute, 'utf8'), atime, mtime };
      originals.set(absolute, original);
    }
    const edited = change(original.source);
    if (edited === original.source) throw new Error(`the edit of ${file} changed nothing`);
    writeFileSync(absolute, edited);
  };
  const restore = () => {
    for (const [file, { source, atime, mtime }] of originals) {
      writeFileSync(file, source);
      utimesSync(file, atime, mtime);
    }
    originals.clear();
  };
  const deadline = Date.now() + timeoutMs;
  let gone = false;
  void exited.then(() => (gone = true));
  for (;;) {
    if (gone) {
      await stop();
      throw new Error(`npm run dev ${args.join(' ')} stopped:\n${output().slice(-3000)}`);
    }
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
  return { url, root, output, timedOutput, stop, edit, restore };
}
