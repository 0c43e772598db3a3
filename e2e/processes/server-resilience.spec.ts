import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { IDEMPOTENCY_KEY_HEADER, SEND_EMAIL_PATH } from '@inklined/contracts/email-fields';
import { expect, test } from '../fixtures';
import { e2ePortBase } from '../site';
import { startShellServer } from '../support/servers';
import { startSite } from '../support/site-process';

/** Issue 18: what a deploy or a stuck part does to the site, as `npm start` runs it. */

test('the shell starts on a half-written REMOTES_FILE and serves the site with the releases it can trust', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'inklined-remotes-file-'));
  const file = path.join(dir, 'remotes.json');
  // A deploy interrupted mid-write, and no earlier good file kept.
  writeFileSync(file, '{ "remotes": { "careers": { "entry": "https://cdn.example.com/care');
  const shell = await startShellServer(e2ePortBase + 45, { REMOTES_FILE: file });
  try {
    const page = await fetch(`${shell.url}/careers`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Join our team of researchers');
    const remotes = (await (await fetch(`${shell.url}/remotes.json`)).json()) as { remotes: Record<string, string> };
    expect(remotes.remotes.careers).toBe('/mf/careers/remoteEntry.js');
  } finally {
    await shell.stop();
  }

  // Once it has read a good file it keeps it, and starts on it after the next broken write.
  writeFileSync(
    file,
    JSON.stringify({ remotes: { careers: { entry: `http://127.0.0.1:${e2ePortBase + 2}/remoteEntry.js` } } }),
  );
  const second = await startShellServer(e2ePortBase + 45, { REMOTES_FILE: file });
  await second.stop();
  writeFileSync(file, '');
  const third = await startShellServer(e2ePortBase + 45, { REMOTES_FILE: file });
  try {
    const remotes = (await (await fetch(`${third.url}/remotes.json`)).json()) as { remotes: Record<string, string> };
    expect(remotes.remotes.careers).toBe(`http://127.0.0.1:${e2ePortBase + 2}/remoteEntry.js`);
    expect(readFileSync(`${file}.last-good`, 'utf8')).toContain(String(e2ePortBase + 2));
  } finally {
    await third.stop();
  }
});

test('a stalled email service is answered in the contract once its time without progress is up, and the re-send with the same key is sent once', async () => {
  // The site starts inside the test: its parts take their time on a slow machine.
  test.setTimeout(300_000);
  // The default is 20 s (site-config.test.ts); 3 s here, so the test waits that long, not 20.
  const site = await startSite(e2ePortBase + 55, { API_TIMEOUT_MS: '3000' });
  const email = site.parts().email!.pid!;
  const submission = JSON.stringify({
    to_email: 'contact@criticallyinklined.com',
    subject: 'Stalled service',
    message: `Sent while the service was stopped ${randomUUID()}`,
    formType: 'contactPopup',
  });
  const key = randomUUID();
  const post = () =>
    fetch(`${site.url}${SEND_EMAIL_PATH}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', [IDEMPOTENCY_KEY_HEADER]: key },
      body: submission,
      signal: AbortSignal.timeout(60_000),
    });
  try {
    process.kill(email, 'SIGSTOP');
    const started = Date.now();
    const stalled = await post();
    const waited = Date.now() - started;
    expect(stalled.status).toBe(504);
    expect(stalled.headers.get('retry-after')).toBe('30');
    expect(await stalled.json()).toEqual({ success: false, error: 'Failed to send email. Please try again later.' });
    console.log(`stalled email service answered after ${waited} ms (API_TIMEOUT_MS 3000)`);
    // The 504 came from the time without progress: not before it was up.
    expect(waited).toBeGreaterThanOrEqual(3_000);

    process.kill(email, 'SIGCONT');
    // The visitor sends it again (the form keeps the key for the same content).
    await expect.poll(async () => (await post()).status, { timeout: 0 }).toBe(200);
    const mails = async () =>
      (existsSync(site.mailDir) ? readdirSync(site.mailDir) : [])
        .filter((name) => name.endsWith('.eml'))
        .filter((name) => readFileSync(path.join(site.mailDir, name), 'utf8').includes('Stalled service')).length;
    await expect.poll(mails, { timeout: 0 }).toBe(1);
    // Nothing more arrives later: the first attempt was not stored behind the visitor's back, or
    // if it was, the re-send was the same submission. The service's own outbox says so once
    // nothing waits in it: one submission delivered, in all.
    const outbox = async () =>
      (
        (await (await fetch(`http://127.0.0.1:${site.portBase + 4}/readyz`)).json()) as {
          outbox: { depth: number; delivered: number };
        }
      ).outbox;
    await expect.poll(async () => (await outbox()).depth, { timeout: 0 }).toBe(0);
    expect((await outbox()).delivered).toBe(1);
    expect(await mails()).toBe(1);
  } finally {
    try {
      process.kill(email, 'SIGCONT');
    } catch {
      // Already running, or gone.
    }
    expect(await site.stop()).toBe(0);
  }
});
