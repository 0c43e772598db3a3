import path from 'node:path';
import { formTypes } from '@inklined/contracts/email-fields';
import { contactEmail } from '@inklined/brand/site-facts';
import { trustedProxiesVariable } from '@inklined/server-kit/client-address';
import { z } from 'zod';

/** The service's own folder, so MAIL_DIR does not depend on where `npm start` was run from. */
export const serviceDir = path.resolve(__dirname, '..');

export interface Address {
  readonly name: string;
  readonly address: string;
}

export const emailAddress = z.email();

/** "Name <address>" or a bare address, as in a From header. */
export function parseAddress(value: string, ctx: z.RefinementCtx): Address {
  const match = /^\s*(?:"?([^"<>]*?)"?\s*<([^<>\s]+)>|([^<>\s]+))\s*$/.exec(value);
  const address = match?.[2] ?? match?.[3] ?? '';
  if (!emailAddress.safeParse(address).success) {
    ctx.addIssue({ code: 'custom', message: 'must be an e-mail address, optionally as "Name <address>"' });
    return z.NEVER;
  }
  return { name: match?.[1]?.trim() ?? '', address };
}

const integer = (min: number) => z.coerce.number().int().min(min);
const flag = z
  .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1');

/** The environment the service reads, each variable with its check and default (config.ts reads it). */
export const envSchema = z.object({
  PORT: integer(0).max(65535).default(3004),
  HOST: z.string().min(1).default('127.0.0.1'),
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  /** Only for a relay on a trusted network that offers no TLS: lets smtp:// send its credentials in clear. */
  SMTP_ALLOW_INSECURE_AUTH: flag.default(false),
  MAIL_DIR: z
    .string()
    .min(1)
    .default(path.join(serviceDir, 'var', 'mail')),
  CONTACT_INBOX: emailAddress.default(contactEmail),
  MAIL_FROM: z
    .string()
    .default('Critically Inklined website <no-reply@criticallyinklined.com>')
    .transform(parseAddress),
  ALLOWED_ORIGINS: z
    .string()
    .default('http://localhost:3000,http://127.0.0.1:3000')
    .transform((value) =>
      value
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url({ protocol: /^https?$/ })))
    .transform((urls) => urls.map((url) => new URL(url).origin)),
  UPLOAD_CONCURRENCY: integer(1).max(64).default(8),
  UPLOAD_PER_CLIENT: integer(1).max(64).default(2),
  UPLOAD_MIN_BYTES_PER_SECOND: integer(0).default(1024),
  UPLOAD_RATE_WINDOW_MS: integer(1000).default(10_000),
  RATE_LIMIT_MAX: integer(1).default(30),
  RATE_LIMIT_WINDOW_MS: integer(1000).default(10 * 60 * 1000),
  /** The proxies whose X-Forwarded-For is believed: addresses or CIDR ranges (empty = none). */
  TRUSTED_PROXIES: trustedProxiesVariable,
  SHUTDOWN_GRACE_MS: integer(0).default(25_000),
  OUTBOX_PATH: z
    .string()
    .min(1)
    .default(path.join(serviceDir, 'var', 'outbox.sqlite')),
  OUTBOX_CONCURRENCY: integer(1).max(32).default(2),
  OUTBOX_POLL_MS: integer(10).default(1000),
  OUTBOX_RETRY_BASE_MS: integer(1).default(30_000),
  OUTBOX_RETRY_CAP_MS: integer(1).default(60 * 60 * 1000),
  OUTBOX_MAX_ATTEMPTS: integer(1).default(200),
  OUTBOX_RETENTION_DAYS: z.coerce.number().min(0).default(90),
  OUTBOX_MAX_PENDING: integer(1).default(10_000),
  OUTBOX_MAX_MB: integer(1).default(256),
  VITALS_MAX_ROWS: integer(1).default(200_000),
  VITALS_RATE_LIMIT_MAX: integer(1).default(60),
  /** PostgreSQL shared by every instance (outbox, keys, rate limits, vitals); unset: the embedded file. */
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// URL' }).optional(),
  DATABASE_POOL_MAX: integer(1).max(100).default(10),
  /** A send not finished this long after its claim is taken up again (by another instance, or after a restart). */
  OUTBOX_LEASE_SECONDS: integer(5).default(300),
  /** The forms whose senders get a confirmation mail: a comma list of form types, or none. */
  CONFIRMATION_FORMS: z
    .string()
    .default(formTypes.join(','))
    .transform((value) =>
      value === 'none'
        ? []
        : value
            .split(',')
            .map((form) => form.trim())
            .filter(Boolean),
    )
    .pipe(z.array(z.enum(formTypes, { error: `must be none or a list of ${formTypes.join(', ')}` }))),
  /** The confirmations' sender, "Name <address>"; MAIL_FROM when unset. */
  CONFIRMATION_FROM: z.string().transform(parseAddress).optional(),
  CONFIRMATION_WINDOW_HOURS: z.coerce.number().positive().default(24),
  DKIM_DOMAIN: z.string().min(1).optional(),
  DKIM_SELECTOR: z.string().min(1).optional(),
  /** The PEM key itself, or the path of a file holding it. */
  DKIM_PRIVATE_KEY: z.string().min(1).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});
