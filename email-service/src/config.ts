import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FormType } from '@inklined/contracts/email-fields';
import type { z } from 'zod';
import { envSchema, serviceDir, type Address } from './config-schema';

export type { Address } from './config-schema';

export interface AppConfig {
  readonly contactInbox: string;
  readonly mailFrom: Address;
  readonly allowedOrigins: readonly string[];
  readonly rateLimit: { readonly max: number; readonly windowMs: number };
  /** Proxies whose X-Forwarded-For names the client (addresses or CIDR ranges); none by default. */
  readonly trustedProxies: readonly string[];
  readonly uploads: UploadLimits;
  readonly confirmations: ConfirmationConfig;
}

export interface ConfirmationConfig {
  /** The forms whose senders get one; the others get none. */
  readonly forms: readonly FormType[];
  readonly from: Address;
  /** At most one confirmation per address within this long. */
  readonly windowMs: number;
}

/** nodemailer's `dkim` option: every mail the service sends is signed for this domain. */
export interface DkimConfig {
  readonly domainName: string;
  readonly keySelector: string;
  readonly privateKey: string;
}

export interface DatabaseConfig {
  readonly url: string;
  readonly poolMax: number;
  readonly leaseSeconds: number;
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
  /** Set: PostgreSQL holds everything and instances share it; unset: the embedded files. */
  readonly database: DatabaseConfig | undefined;
  readonly dkim: DkimConfig | undefined;
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
    confirmations: {
      forms: e.CONFIRMATION_FORMS,
      from: e.CONFIRMATION_FROM ?? e.MAIL_FROM,
      windowMs: e.CONFIRMATION_WINDOW_HOURS * 60 * 60 * 1000,
    },
    database: e.DATABASE_URL
      ? { url: e.DATABASE_URL, poolMax: e.DATABASE_POOL_MAX, leaseSeconds: e.OUTBOX_LEASE_SECONDS }
      : undefined,
    dkim: dkimOf(e.DKIM_DOMAIN, e.DKIM_SELECTOR, e.DKIM_PRIVATE_KEY),
    logLevel: e.LOG_LEVEL,
  };
}

/** All three DKIM variables or none; the key inline (PEM) or as a file's path. */
function dkimOf(
  domain: string | undefined,
  selector: string | undefined,
  key: string | undefined,
): DkimConfig | undefined {
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
