import path from 'node:path';
import { describe, expect, test } from '@jest/globals';
import { contactEmail } from '@inklined/brand/site-facts';
import { readFileSync } from 'node:fs';
import { ConfigError, loadConfig, serviceVariables } from './config';

describe('loadConfig', () => {
  test('defaults: loopback on 3004, .eml files under email-service/var/mail, the brand inbox', () => {
    expect(loadConfig({})).toEqual({
      port: 3004,
      host: '127.0.0.1',
      smtpUrl: undefined,
      smtpAllowInsecureAuth: false,
      mailDir: path.resolve(__dirname, '..', 'var', 'mail'),
      contactInbox: contactEmail,
      mailFrom: { name: 'Critically Inklined website', address: 'no-reply@criticallyinklined.com' },
      allowedOrigins: ['http://localhost:3000', 'http://127.0.0.1:3000'],
      rateLimit: { max: 30, windowMs: 600_000 },
      trustedProxies: [],
      uploads: { concurrency: 8, perClient: 2, minBytesPerSecond: 1024, rateWindowMs: 10_000 },
      shutdownGraceMs: 25_000,
      outbox: {
        path: path.resolve(__dirname, '..', 'var', 'outbox.sqlite'),
        concurrency: 2,
        pollMs: 1000,
        leaseMs: 300_000,
        retry: { baseMs: 30_000, capMs: 3_600_000, maxAttempts: 200 },
        retentionMs: 90 * 24 * 60 * 60 * 1000,
        deadLetterRetentionMs: 90 * 24 * 60 * 60 * 1000,
        mailFileRetentionMs: 90 * 24 * 60 * 60 * 1000,
        maxPending: 10_000,
        maxBytes: 256 * 1024 * 1024,
      },
      vitals: { maxRows: 200_000, rateLimitMax: 60 },
      confirmations: {
        forms: ['contactPopup', 'expert', 'contact', 'jobApplication', 'newsletter'],
        from: { name: 'Critically Inklined website', address: 'no-reply@criticallyinklined.com' },
        windowMs: 24 * 60 * 60 * 1000,
      },
      database: undefined,
      dkim: undefined,
      logLevel: 'info',
    });
  });

  test('DATABASE_URL: the shared store and its pool; the lease of a send, whatever the store', () => {
    expect(
      loadConfig({ DATABASE_URL: 'postgres://ci:pw@db.internal:5432/inklined', OUTBOX_LEASE_SECONDS: '60' }),
    ).toMatchObject({
      database: { url: 'postgres://ci:pw@db.internal:5432/inklined', poolMax: 10 },
      outbox: { leaseMs: 60_000 },
    });
  });

  test('confirmations: per form type, or none; their own From; the window in hours', () => {
    expect(
      loadConfig({
        CONFIRMATION_FORMS: 'jobApplication, expert',
        CONFIRMATION_FROM: 'Critically Inklined <hello@example.com>',
        CONFIRMATION_WINDOW_HOURS: '12',
      }).confirmations,
    ).toEqual({
      forms: ['jobApplication', 'expert'],
      from: { name: 'Critically Inklined', address: 'hello@example.com' },
      windowMs: 12 * 60 * 60 * 1000,
    });
    expect(loadConfig({ CONFIRMATION_FORMS: 'none' }).confirmations.forms).toEqual([]);
  });

  test('DKIM: the three variables together, the key inline or from a file', () => {
    const key = '-----BEGIN PRIVATE KEY-----\nMIIB\n-----END PRIVATE KEY-----\n';
    expect(loadConfig({ DKIM_DOMAIN: 'example.com', DKIM_SELECTOR: 'mail', DKIM_PRIVATE_KEY: key }).dkim).toEqual({
      domainName: 'example.com',
      keySelector: 'mail',
      privateKey: key,
    });
    expect(() => loadConfig({ DKIM_DOMAIN: 'example.com' })).toThrow('go together');
    expect(() =>
      loadConfig({ DKIM_DOMAIN: 'example.com', DKIM_SELECTOR: 'mail', DKIM_PRIVATE_KEY: '/nonexistent/key.pem' }),
    ).toThrow('neither a PEM key nor a readable file');
  });

  test('reads every variable; empty ones count as unset', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      SMTP_URL: 'smtps://user:secret@smtp.example.com:465',
      MAIL_DIR: '',
      CONTACT_INBOX: 'team@example.com',
      MAIL_FROM: 'no-reply@example.com',
      ALLOWED_ORIGINS: 'https://www.example.com/, https://example.com',
      RATE_LIMIT_MAX: '5',
      RATE_LIMIT_WINDOW_MS: '60000',
      TRUSTED_PROXIES: '10.0.0.1, 192.168.0.0/16',
      LOG_LEVEL: 'warn',
      SMTP_ALLOW_INSECURE_AUTH: 'true',
      UPLOAD_CONCURRENCY: '2',
      OUTBOX_PATH: ':memory:',
      OUTBOX_RETENTION_DAYS: '0',
      OUTBOX_MAX_ATTEMPTS: '3',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      smtpUrl: 'smtps://user:secret@smtp.example.com:465',
      mailDir: path.resolve(__dirname, '..', 'var', 'mail'),
      contactInbox: 'team@example.com',
      mailFrom: { name: '', address: 'no-reply@example.com' },
      allowedOrigins: ['https://www.example.com', 'https://example.com'],
      rateLimit: { max: 5, windowMs: 60_000 },
      trustedProxies: ['10.0.0.1', '192.168.0.0/16'],
      logLevel: 'warn',
      smtpAllowInsecureAuth: true,
      uploads: expect.objectContaining({ concurrency: 2 }),
      outbox: expect.objectContaining({
        path: ':memory:',
        retentionMs: 0,
        retry: expect.objectContaining({ maxAttempts: 3 }),
      }),
    });
  });

  test.each([
    [{ SMTP_URL: 'http://smtp.example.com' }, 'SMTP_URL must be an smtp:// or smtps:// URL'],
    [{ CONTACT_INBOX: 'nobody' }, 'CONTACT_INBOX'],
    [{ MAIL_FROM: 'Site <not an address>' }, 'MAIL_FROM must be an e-mail address'],
    [{ PORT: 'eighty' }, 'PORT'],
    [{ RATE_LIMIT_MAX: '0' }, 'RATE_LIMIT_MAX'],
    [{ SMTP_ALLOW_INSECURE_AUTH: 'yes' }, 'SMTP_ALLOW_INSECURE_AUTH must be true or false'],
    [{ UPLOAD_CONCURRENCY: '0' }, 'UPLOAD_CONCURRENCY'],
    [{ DATABASE_URL: 'mysql://db/inklined' }, 'DATABASE_URL must be a postgres:// URL'],
    [{ CONFIRMATION_FORMS: 'contact, brochure' }, 'CONFIRMATION_FORMS'],
    [{ OUTBOX_LEASE_SECONDS: '1' }, 'OUTBOX_LEASE_SECONDS'],
  ])('%j stops the service with the variable named', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});

test('.env.example documents exactly the variables the schema reads', () => {
  const example = readFileSync(path.join(__dirname, '..', '.env.example'), 'utf8');
  // MALLOC_MMAP_THRESHOLD_ is documented there too, but glibc reads it, not the service.
  const documented = [...example.matchAll(/^#?\s*([A-Z][A-Z0-9_]*)=/gm)]
    .map((match) => match[1])
    .filter((name) => name !== 'MALLOC_MMAP_THRESHOLD_');
  expect([...new Set(documented)].sort()).toEqual([...serviceVariables].sort());
});
