import { existsSync } from 'node:fs';
import path from 'node:path';
import { contactEmail } from '@inklined/brand/site-facts';
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
const flag = z
  .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1');

const envSchema = z.object({
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
  VITALS_PATH: z
    .string()
    .min(1)
    .default(path.join(serviceDir, 'var', 'vitals.sqlite')),
  VITALS_MAX_ROWS: integer(1).default(200_000),
  VITALS_RATE_LIMIT_MAX: integer(1).default(60),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export interface AppConfig {
  readonly contactInbox: string;
  readonly mailFrom: Address;
  readonly allowedOrigins: readonly string[];
  readonly rateLimit: { readonly max: number; readonly windowMs: number };
  /** Proxies whose X-Forwarded-For names the client (addresses or CIDR ranges); none by default. */
  readonly trustedProxies: readonly string[];
  readonly uploads: UploadLimits;
}

export interface UploadLimits {
  /** Multipart uploads held in memory at once; more get 503 with Retry-After. */
  readonly concurrency: number;
  /** Of those, at most this many from one client address. */
  readonly perClient: number;
  /** An upload slower than this over `rateWindowMs` is cut off (408), freeing its slot; 0 never. */
  readonly minBytesPerSecond: number;
  readonly rateWindowMs: number;
}

export interface OutboxConfig {
  /** The SQLite file; `:memory:` for tests. */
  readonly path: string;
  readonly concurrency: number;
  readonly pollMs: number;
  readonly retry: { readonly baseMs: number; readonly capMs: number; readonly maxAttempts: number };
  /** Delivered entries are purged this long after delivery; 0 keeps them. */
  readonly retentionMs: number;
  readonly maxPending: number;
  /** The outbox's whole size (submissions and their resumes) beyond which new ones are refused. */
  readonly maxBytes: number;
}

export interface VitalsConfig {
  /** The SQLite file real visits' measurements are kept in; `:memory:` for tests. */
  readonly path: string;
  /** The newest measurements kept. */
  readonly maxRows: number;
  /** Reports one address may send per rate-limit window. */
  readonly rateLimitMax: number;
}

export interface ServerConfig extends AppConfig {
  readonly port: number;
  readonly host: string;
  readonly smtpUrl: string | undefined;
  readonly smtpAllowInsecureAuth: boolean;
  readonly mailDir: string;
  readonly shutdownGraceMs: number;
  readonly outbox: OutboxConfig;
  readonly vitals: VitalsConfig;
  readonly logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
}

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
  const e = parsed.data;
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
      retry: { baseMs: e.OUTBOX_RETRY_BASE_MS, capMs: e.OUTBOX_RETRY_CAP_MS, maxAttempts: e.OUTBOX_MAX_ATTEMPTS },
      retentionMs: e.OUTBOX_RETENTION_DAYS * 24 * 60 * 60 * 1000,
      maxPending: e.OUTBOX_MAX_PENDING,
      maxBytes: e.OUTBOX_MAX_MB * 1024 * 1024,
    },
    vitals: {
      path: e.VITALS_PATH === ':memory:' ? e.VITALS_PATH : path.resolve(e.VITALS_PATH),
      maxRows: e.VITALS_MAX_ROWS,
      rateLimitMax: e.VITALS_RATE_LIMIT_MAX,
    },
    logLevel: e.LOG_LEVEL,
  };
}
