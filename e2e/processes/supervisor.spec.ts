import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '../fixtures';
import { e2ePortBase } from '../site';

const root = path.join(__dirname, '..', '..');

/** `npm start` keeps its parts running: a part killed outright is back and serving within seconds. */
test('a part killed with SIGKILL is started again and serves', async () => {
  test.setTimeout(300_000);
  const portBase = e2ePortBase + 40;
  const mailDir = mkdtempSync(path.join(tmpdir(), 'inklined-supervisor-mail-'));
  const start = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'scripts', 'start.ts'), '--no-build'], {
    cwd: root,
    env: { ...process.env, SITE_PORT_BASE: String(portBase), MAIL_DIR: mailDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  start.stdout.on('data', (data: Buffer) => (output += data.toString()));
  const exited = new Promise<number | null>((resolve) => start.once('exit', (code) => resolve(code)));
  const emailPids = () => [...output.matchAll(/\[start\] email started \(pid (\d+)\)/g)].map((m) => Number(m[1]));

  try {
    await expect.poll(() => output, { timeout: 240_000 }).toContain('Critically Inklined is running');
    const [first] = emailPids();
    process.kill(first!, 'SIGKILL');
    await expect.poll(() => emailPids().length).toBe(2);

    const send = () =>
      fetch(`http://127.0.0.1:${portBase}/api/sendEmail`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          to_email: 'contact@criticallyinklined.com',
          subject: 'After a restart',
          message: 'Still here?',
          formType: 'contactPopup',
        }),
      }).then(
        (response) => response.status,
        () => 0,
      );
    await expect.poll(send).toBe(200);
    await expect.poll(() => readdirSync(mailDir).filter((file) => file.endsWith('.eml')).length).toBeGreaterThan(0);
    expect(output).toContain('email stopped (SIGKILL)');
  } finally {
    start.kill('SIGTERM');
    expect(await exited).toBe(0);
  }
});
