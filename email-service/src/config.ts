import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { envSchema, serviceDir } from './config-schema';

export type { Address } from './config-schema';

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

/**
 * The service's configuration, grouped by what reads it; the meaning and default of each variable
 * are in config-schema.ts and .env.example.
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
      retentionMs: e.OUTBOX_RETENTION_DAYS * 24 * 60 * 60 * 1000,
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
