import { tmpdir } from 'node:os';
import path from 'node:path';

/** The composed site runs on its own ports so a developer's `npm start` on 3000-3004 is not disturbed. */
export const e2ePortBase = Number(process.env.E2E_PORT_BASE ?? 4100);

/** The standalone build (docs/decisions/0015) runs beside the federated site, from this port on. */
export const e2eStandalonePortBase = e2ePortBase + 60;

/** The SMTP server the site's email service delivers to during the run (e2e/support/smtp-sink-server.ts). */
export const e2eSmtpPort = e2ePortBase + 9;

/** Where that SMTP server keeps every message it receives, one `.eml` file each. */
export const e2eMailDir = path.join(tmpdir(), `inklined-e2e-mail-${e2ePortBase}`);

/**
 * Where the site's email service keeps its outbox during the run: not the developer's own
 * (email-service/var/), where `npm start` and `npm run outbox` would find the suite's submissions
 * and the once-a-day confirmations already spent on its addresses.
 */
export const e2eOutboxPath = path.join(tmpdir(), `inklined-e2e-outbox-${e2ePortBase}.sqlite`);
