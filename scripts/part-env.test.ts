import { describe, expect, test } from '@jest/globals';
import path from 'node:path';
import { loadSiteConfig } from '@inklined/site-config/site-config';
import { partEnvironments } from './part-env';

const root = path.join(__dirname, '..');
// What every part inherits from the system, whatever else it gets.
const system = { PATH: '/usr/bin', HOME: '/home/site' };
const env = {
  ...system,
  SITE_PORT_BASE: '4100',
  SITE_HOST: 'site.example',
  PRERENDER_TIMEOUT_MS: '800',
  SMTP_URL: 'smtps://user:secret@smtp.example.com',
  MAIL_DIR: '/tmp/mail',
  ALLOWED_ORIGINS: 'https://criticallyinklined.com',
  AWS_SECRET_ACCESS_KEY: 'unrelated secret',
};
const parts = partEnvironments(env, loadSiteConfig(env), root);

describe('partEnvironments', () => {
  test("the shell gets the site's variables and nothing of the email service", () => {
    // The pins of whatever builds this checkout has (localServerPins, below) aside.
    const shell = Object.fromEntries(Object.entries(parts.shell).filter(([name]) => !name.endsWith('_SERVER_PIN')));
    expect(shell).toEqual({
      ...system,
      SITE_PORT_BASE: '4100',
      SITE_HOST: 'site.example',
      PRERENDER_TIMEOUT_MS: '800',
    });
  });

  test('a remote gets its port and the loopback address, nothing else', () => {
    expect(parts.remote).toEqual({
      ...system,
      SITE_PORT_BASE: '4100',
      INTERNAL_HOST: '127.0.0.1',
    });
  });

  test('the email service gets its own variables, listens behind the shell and knows the site origins', () => {
    expect(parts.email).toEqual({
      ...system,
      SMTP_URL: 'smtps://user:secret@smtp.example.com',
      MAIL_DIR: '/tmp/mail',
      PORT: '4104',
      HOST: '127.0.0.1',
      TRUSTED_PROXIES: '127.0.0.1,::1,::ffff:127.0.0.1',
      MALLOC_MMAP_THRESHOLD_: '65536',
      ALLOWED_ORIGINS:
        'http://localhost:4100,http://127.0.0.1:4100,http://site.example:4100,https://criticallyinklined.com',
    });
  });

  test("the email service gets its own variables, those its schema reads, and no other part's", () => {
    const more = { ...env, DKIM_SELECTOR: 's1', MARKETING_ORIGIN: 'http://127.0.0.1:9' };
    const email = partEnvironments(more, loadSiteConfig(more), root).email;
    expect(email).toMatchObject({ SMTP_URL: 'smtps://user:secret@smtp.example.com', DKIM_SELECTOR: 's1' });
    expect(email).not.toHaveProperty('MARKETING_ORIGIN');
  });
});
