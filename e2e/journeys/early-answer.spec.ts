import { IDEMPOTENCY_KEY_HEADER, SEND_EMAIL_PATH } from '@inklined/contracts/email';
import { expect, test } from '../fixtures';
import { e2eStandalonePortBase } from '../site';
import { throttleUpload } from '../support/slow-line';

/**
 * An answer the email service gives before a resume is in (no upload slot free, too many
 * submissions, a file past the limit) reaches a browser on a slow line at once: a browser reads
 * no answer until its whole body is sent, unless the connection closes, so the shell's server
 * closes it after such an answer. On the standalone build's server, the same proxy with an email
 * service of its own: this refusal does not count towards the one address the suite's many
 * submissions to the composed site come from.
 */
test.use({ baseURL: `http://127.0.0.1:${e2eStandalonePortBase}` });

test('a refusal given before a resume is in reaches a slow line at once, not after the upload', async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.allow(/status of 400/);
  await page.goto('/careers/medical-writing-specialist');
  // 1 MB at 64 KB/s: sixteen seconds to send it all.
  await throttleUpload(page, 64 * 1024);
  const fileBytes = 1024 * 1024;
  const outcome = await page.evaluate(
    ({ path, header, fileBytes }) =>
      new Promise<{ status: number; sent: number }>((resolve) => {
        const xhr = new XMLHttpRequest();
        xhr.open('POST', path);
        // Malformed: the service refuses it before reading a byte of the body.
        xhr.setRequestHeader(header, 'not a key');
        let sent = 0;
        xhr.upload.addEventListener('progress', (event) => (sent = event.loaded));
        xhr.addEventListener('loadend', () => resolve({ status: xhr.status, sent }));
        const form = new FormData();
        form.append('resume', new File([new Uint8Array(fileBytes)], 'cv.pdf', { type: 'application/pdf' }));
        xhr.send(form);
      }),
    { path: SEND_EMAIL_PATH, header: IDEMPOTENCY_KEY_HEADER, fileBytes },
  );
  expect(outcome.status).toBe(400);
  expect(outcome.sent).toBeLessThan(fileBytes);
});
