import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { formTypes } from '@inklined/contracts/email-fields';
import { contactEmail, retention } from '@inklined/brand/site-facts';
import { trustedProxiesVariable } from '@inklined/server-kit/client-address';
import { z } from 'zod';

/** The service's own folder, so MAIL_DIR does not depend on where `npm start` was run from. */
const serviceDir = path.resolve(__dirname, '..');

export interface Address {
  readonly name: string;
  readonly address: string;
}

const emailAddress = z.email();

/** "Name <address>" or a bare address, as in a From header. */
function parseAddress(value: string, ctx: z.RefinementCtx): Address {
  const match = /^\s*(?:"?([^"<>]*?)"?\s*<([^<>\s]+)>|([^<>\s]+))\s*$/.exec(value);
  const address = match?.[2] ?? match?.[3] ?? '';
  if (!emailAddress.safeParse(address).success) {
    ctx.addIssue({ code: 'custom', message: 'must be an e-mail address, optionally as "Name <address>"' });
    return z.NEVER;
  }
  return { name: match?.[1]?.trim() ?? '', address };
}

const integer = (min: number) => z.coerce.number().int().min(min);
const nonEmpty = z.string().min(1);
/** A path, email-service/var/<file> when unset. */
const varPath = (file: string) => nonEmpty.default(path.join(serviceDir, 'var', file));
const address = z.string().transform(parseAddress);
/** A comma-separated list's entries, trimmed, empty ones left out. */
const commaList = (value: string) =>
  value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
const flag = z
  .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1');

/** The environment the service reads, each variable with its check and default. */
const envSchema = z.object({
  PORT: integer(0).max(65535).default(3004),
  HOST: nonEmpty.default('127.0.0.1'),
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  /** Only for a relay on a trusted network that offers no TLS: lets smtp:// send its credentials in clear. */
  SMTP_ALLOW_INSECURE_AUTH: flag.default(false),
  MAIL_DIR: varPath('mail'),
  CONTACT_INBOX: emailAddress.default(contactEmail),
  MAIL_FROM: address.prefault('Critically Inklined website <no-reply@criticallyinklined.com>'),
  ALLOWED_ORIGINS: z
    .string()
    .default('http://localhost:3000,http://127.0.0.1:3000')
    .transform(commaList)
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
  OUTBOX_PATH: varPath('outbox.sqlite'),
  OUTBOX_CONCURRENCY: integer(1).max(32).default(2),
  OUTBOX_POLL_MS: integer(10).default(1000),
  OUTBOX_RETRY_BASE_MS: integer(1).default(30_000),
  OUTBOX_RETRY_CAP_MS: integer(1).default(60 * 60 * 1000),
  OUTBOX_MAX_ATTEMPTS: integer(1).default(200),
  /** A delivered submission is deleted this long after its delivery (0: never); the privacy notice states it. */
  OUTBOX_RETENTION_DAYS: z.coerce.number().min(0).default(retention.submissionDays),
  /** A submission that could not be delivered (a dead letter) is deleted this long after it came in (0: never). */
  DEAD_LETTER_RETENTION_DAYS: z.coerce.number().min(0).default(retention.undeliveredDays),
  /** The embedded mail default's .eml files are deleted this long after they were written (0: never). */
  MAIL_FILE_RETENTION_DAYS: z.coerce.number().min(0).default(retention.mailFileDays),
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
    .transform((value) => (value === 'none' ? [] : commaList(value)))
    .pipe(z.array(z.enum(formTypes, { error: `must be none or a list of ${formTypes.join(', ')}` }))),
  /** The confirmations' sender, "Name <address>"; MAIL_FROM when unset. */
  CONFIRMATION_FROM: address.optional(),
  CONFIRMATION_WINDOW_HOURS: z.coerce.number().positive().default(retention.confirmationRecordHours),
  DKIM_DOMAIN: nonEmpty.optional(),
  DKIM_SELECTOR: nonEmpty.optional(),
  /** The PEM key itself, or the path of a file holding it. */
  DKIM_PRIVATE_KEY: nonEmpty.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

/** Every variable the service reads, from its one schema: what `npm start` passes it (scripts/part-env.ts). */
export const serviceVariables: readonly string[] = Object.keys(envSchema.shape);

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/** A developer's email-service/.env, if there is one, into the environment; variables already set win. */
export function loadEnvFile(): void {
  const file = path.join(serviceDir, '.env');
  if (existsSync(file)) process.loadEnvFile(file);
}

/** Reads and checks the environment once, at boot; a bad variable stops the service with its name. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  // An empty variable means "not set", as in most .env files.
  const parsed = envSchema.safeParse(Object.fromEntries(Object.entries(env).filter(([, value]) => value !== '')));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
    throw new ConfigError(`Invalid environment: ${problems.join('; ')}`);
  }
  return configOf(parsed.data);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The service's configuration, grouped by what reads it; the meaning and default of each variable
 * are in envSchema and .env.example.
 */
function configOf(e: z.infer<typeof envSchema>) {
  return {
    port: e.PORT,
    host: e.HOST,
    smtpUrl: e.SMTP_URL,
    smtpAllowInsecureAuth: e.SMTP_ALLOW_INSECURE_AUTH,
    mailDir: path.resolve(e.MAIL_DIR),
    contactInbox: e.CONTACT_INBOX,
    mailFrom: e.MAIL_FROM,
    allowedOrigins: e.ALLOWED_ORIGINS,
    rateLimit: { max: e.RATE_LIMIT_MAX, windowMs: e.RATE_LIMIT_WINDOW_MS },
    trustedProxies: e.TRUSTED_PROXIES,
    uploads: {
      concurrency: e.UPLOAD_CONCURRENCY,
      perClient: e.UPLOAD_PER_CLIENT,
      minBytesPerSecond: e.UPLOAD_MIN_BYTES_PER_SECOND,
      rateWindowMs: e.UPLOAD_RATE_WINDOW_MS,
    },
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    outbox: {
      path: e.OUTBOX_PATH === ':memory:' ? e.OUTBOX_PATH : path.resolve(e.OUTBOX_PATH),
      concurrency: e.OUTBOX_CONCURRENCY,
      pollMs: e.OUTBOX_POLL_MS,
      leaseMs: e.OUTBOX_LEASE_SECONDS * 1000,
      retry: { baseMs: e.OUTBOX_RETRY_BASE_MS, capMs: e.OUTBOX_RETRY_CAP_MS, maxAttempts: e.OUTBOX_MAX_ATTEMPTS },
      retentionMs: e.OUTBOX_RETENTION_DAYS * DAY_MS,
      deadLetterRetentionMs: e.DEAD_LETTER_RETENTION_DAYS * DAY_MS,
      mailFileRetentionMs: e.MAIL_FILE_RETENTION_DAYS * DAY_MS,
      maxPending: e.OUTBOX_MAX_PENDING,
      maxBytes: e.OUTBOX_MAX_MB * 1024 * 1024,
    },
    vitals: {
      maxRows: e.VITALS_MAX_ROWS,
      rateLimitMax: e.VITALS_RATE_LIMIT_MAX,
    },
    confirmations: {
      forms: e.CONFIRMATION_FORMS,
      from: e.CONFIRMATION_FROM ?? e.MAIL_FROM,
      windowMs: e.CONFIRMATION_WINDOW_HOURS * 60 * 60 * 1000,
    },
    database: e.DATABASE_URL ? { url: e.DATABASE_URL, poolMax: e.DATABASE_POOL_MAX } : undefined,
    dkim: dkimOf(e.DKIM_DOMAIN, e.DKIM_SELECTOR, e.DKIM_PRIVATE_KEY),
    logLevel: e.LOG_LEVEL,
  };
}

export type ServerConfig = ReturnType<typeof configOf>;
/** What the HTTP surface reads (app.ts); tests build it by hand. */
export type AppConfig = Pick<
  ServerConfig,
  'contactInbox' | 'mailFrom' | 'allowedOrigins' | 'rateLimit' | 'trustedProxies' | 'uploads' | 'confirmations'
>;
export type OutboxConfig = ServerConfig['outbox'];
export type VitalsConfig = ServerConfig['vitals'];
export type UploadLimits = ServerConfig['uploads'];
/** nodemailer's `dkim` option: every mail the service sends is signed for this domain. */
export type DkimConfig = NonNullable<ServerConfig['dkim']>;

/** All three DKIM variables or none; the key inline (PEM) or as a file's path. */
function dkimOf(domain: string | undefined, selector: string | undefined, key: string | undefined) {
  const given = [domain, selector, key].filter((value) => value !== undefined).length;
  if (given === 0) return undefined;
  if (!domain || !selector || !key) {
    throw new ConfigError('Invalid environment: DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY go together');
  }
  let privateKey = key;
  if (!key.includes('-----BEGIN')) {
    try {
      privateKey = readFileSync(key, 'utf8');
    } catch {
      throw new ConfigError(`Invalid environment: DKIM_PRIVATE_KEY is neither a PEM key nor a readable file (${key})`);
    }
  }
  return { domainName: domain, keySelector: selector, privateKey };
}
