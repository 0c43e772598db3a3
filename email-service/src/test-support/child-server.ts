import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { serviceEnvironment } from '../memory-return';

const serviceDir = path.resolve(__dirname, '..', '..');

export interface ChildServer {
  readonly process: ChildProcess;
  readonly url: string;
  /** Resolves with the first JSON log line that matches. */
  waitForLog(match: (line: Record<string, unknown>) => boolean): Promise<Record<string, unknown>>;
  readonly exited: Promise<number | null>;
}

/**
 * Runs a script of the service (by default `src/server.ts`, as `npm start` does: Node with the tsx
 * loader) on a free port, and follows its JSON log on stdout.
 */
export async function startChildServer(env: Record<string, string>, script = 'src/server.ts'): Promise<ChildServer> {
  // Never the developer's own outbox or mail folder: a fresh one unless the test names one.
  const scratch = mkdtempSync(path.join(tmpdir(), 'email-service-child-'));
  // Confirmations off unless a test turns them on: the sink then holds only the inbox's mail.
  const defaults = {
    OUTBOX_PATH: path.join(scratch, 'outbox.sqlite'),
    MAIL_DIR: path.join(scratch, 'mail'),
    CONFIRMATION_FORMS: 'none',
  };
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: serviceDir,
    env: {
      ...process.env,
      ...serviceEnvironment,
      ...defaults,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: Record<string, unknown>[] = [];
  const waiters = new Set<() => void>();
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  createInterface({ input: child.stdout! }).on('line', (line) => {
    try {
      lines.push(JSON.parse(line) as Record<string, unknown>);
      for (const wake of waiters) wake();
    } catch {
      // Not a log line.
    }
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  const waitForLog = (match: (line: Record<string, unknown>) => boolean) =>
    new Promise<Record<string, unknown>>((resolve, reject) => {
      const check = () => {
        const found = lines.find(match);
        if (found) {
          waiters.delete(check);
          resolve(found);
        }
      };
      waiters.add(check);
      check();
      void exited.then(() => reject(new Error(`server exited before the expected log line; stderr: ${stderr}`)));
    });

  const listening = await waitForLog((line) => typeof line.port === 'number');
  return { process: child, url: `http://127.0.0.1:${String(listening.port)}`, waitForLog, exited };
}
