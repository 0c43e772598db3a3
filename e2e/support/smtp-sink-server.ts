import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startSmtpSink } from '@inklined/test-kit/smtp-sink';
import { e2eMailDir, e2eSmtpPort } from '../site';

/**
 * A real SMTP server for the browser tests (started by Playwright before the site): it accepts
 * every message the email service delivers and writes it, as received, into e2eMailDir.
 */
rmSync(e2eMailDir, { recursive: true, force: true });
mkdirSync(e2eMailDir, { recursive: true });
let received = 0;

void startSmtpSink({
  port: e2eSmtpPort,
  parse: false,
  onRaw: (raw) => {
    received += 1;
    writeFileSync(path.join(e2eMailDir, `${Date.now()}-${received}.eml`), raw);
  },
}).then((sink) => {
  console.log(`smtp sink: ${sink.url}, messages in ${e2eMailDir}`);
  process.on('SIGTERM', () => void sink.close().then(() => process.exit(0)));
});
