import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from '@playwright/test';

const root = path.join(__dirname, '..', '..');

export interface SiteProcess {
  readonly url: string;
  readonly portBase: number;
  /** Where the email service writes each mail as an .eml file. */
  readonly mailDir: string;
  /** Everything `npm start` printed so far. */
  output(): string;
  /** The supervisor's view of its parts (scripts/supervisor.ts writes it). */
  parts(): Record<string, { state: string; pid?: number; restarts: number }>;
  stop(): Promise<number | null>;
}

/**
 * `npm start` on its own ports, as a newcomer runs it (the production builds, the supervisor,
 * every part), with mail written to a scratch folder; resolves once every part answers (the
 * shell's /readyz). It builds nothing: the suite builds first, and a build inside a test would
 * outlast the test on a slow machine. The test's own time-out bounds the wait.
 */
export async function startSite(portBase: number, env: NodeJS.ProcessEnv = {}): Promise<SiteProcess> {
  const scratch = mkdtempSync(path.join(tmpdir(), 'inklined-site-'));
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'scripts', 'start.ts'), '--no-build'], {
    cwd: root,
    env: {
      ...process.env,
      SITE_PORT_BASE: String(portBase),
      MAIL_DIR: path.join(scratch, 'mail'),
      OUTBOX_PATH: path.join(scratch, 'outbox.sqlite'),
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (data: Buffer) => (output += data.toString()));
  child.stderr.on('data', (data: Buffer) => (output += data.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${portBase}`;
  let stopped = false;
  void exited.then(() => (stopped = true));
  await expect
    .poll(
      async () => {
        if (stopped) throw new Error(`npm start stopped before the site was ready:\n${output}`);
        return fetch(`${url}/readyz`).then(
          (response) => response.status,
          () => 0,
        );
      },
      { timeout: 0, intervals: [100, 250, 500] },
    )
    .toBe(200);
  const statusFile = path.join(tmpdir(), `inklined-parts-${portBase}.json`);
  return {
    url,
    portBase,
    mailDir: path.join(scratch, 'mail'),
    output: () => output,
    parts: () => (JSON.parse(readFileSync(statusFile, 'utf8')) as { parts: ReturnType<SiteProcess['parts']> }).parts,
    stop: async () => {
      child.kill('SIGTERM');
      return exited;
    },
  };
}
