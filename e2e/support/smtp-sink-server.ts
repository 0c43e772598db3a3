import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { e2eMailDir, e2eSmtpPort } from '../site';

/**
 * A real SMTP server for the browser tests (started by Playwright before the site): it accepts
 * every message the email service delivers and writes it, as received, into e2eMailDir.
 */
rmSync(e2eMailDir, { recursive: true, force: true });
mkdirSync(e2eMailDir, { recursive: true });
let received = 0;

const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, callback) {
    const parts: Buffer[] = [];
    stream.on('data', (part: Buffer) => parts.push(part));
    stream.on('end', () => {
      received += 1;
      writeFileSync(path.join(e2eMailDir, `${Date.now()}-${received}.eml`), Buffer.concat(parts));
      callback();
    });
  },
});

server.listen(e2eSmtpPort, '127.0.0.1', () => {
  console.log(`smtp sink: smtp://127.0.0.1:${e2eSmtpPort}, messages in ${e2eMailDir}`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
