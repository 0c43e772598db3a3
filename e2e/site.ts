import { tmpdir } from 'node:os';
import path from 'node:path';

/** The composed site runs on its own ports so a developer's `npm start` on 3000-3004 is not disturbed. */
export const e2ePortBase = Number(process.env.E2E_PORT_BASE ?? 4100);

/** Where the email service writes its `.eml` files during the run (no SMTP_URL is set). */
export const e2eMailDir = path.join(tmpdir(), `inklined-e2e-mail-${e2ePortBase}`);
