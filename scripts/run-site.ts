import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.join(__dirname, '..');

/**
 * Starts `npm start`'s script on its own ports for a tool (screenshots, benchmarks), resolves
 * once the site says it is running, and stops it again.
 */
export async function runSite(portBase: number, env: NodeJS.ProcessEnv = {}, args: readonly string[] = []) {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'scripts', 'start.ts'), ...args], {
    cwd: root,
    env: { ...process.env, SITE_PORT_BASE: String(portBase), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (data: Buffer) => {
      output += data.toString();
      if (output.includes('Critically Inklined is running')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`the site stopped before it ran (exit code ${code})`)));
  });
  return {
    url: `http://127.0.0.1:${portBase}`,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
