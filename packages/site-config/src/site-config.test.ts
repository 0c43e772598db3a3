import { describe, expect, test } from '@jest/globals';
import { loadSiteConfig, SiteConfigError } from './site-config';

describe('loadSiteConfig', () => {
  test('SHELL_BUILD names one of the two builds, never a path', () => {
    expect(loadSiteConfig({ SHELL_BUILD: 'dist-refresh-host' }).shellBuild).toBe('dist-refresh-host');
    expect(() => loadSiteConfig({ SHELL_BUILD: '../../etc' })).toThrow(/SHELL_BUILD/);
  });

  test('defaults put every part on loopback, the remotes behind the shell', () => {
    expect(loadSiteConfig({})).toEqual({
      host: '127.0.0.1',
      publicOrigin: 'http://localhost:3000',
      internalHost: '127.0.0.1',
      ports: { shell: 3000, marketing: 3001, careers: 3002, forms: 3003, email: 3004 },
      remoteOrigins: {
        marketing: 'http://127.0.0.1:3001',
        careers: 'http://127.0.0.1:3002',
        forms: 'http://127.0.0.1:3003',
      },
      apiOrigin: 'http://127.0.0.1:3004',
      apiTimeoutMs: 20_000,
      remoteForwardTimeoutMs: 30_000,
      shellBuild: 'dist',
      remotes: {
        timeoutMs: 120_000,
        remotes: {
          marketing: '/mf/marketing/remoteEntry.js',
          careers: '/mf/careers/remoteEntry.js',
          forms: '/mf/forms/remoteEntry.js',
        },
      },
      serverPins: { marketing: undefined, careers: undefined, forms: undefined },
      remotesFile: undefined,
      remotesLastGoodFile: undefined,
      trustedProxies: [],
      supervisorStatusFile: undefined,
      prerender: { timeoutMs: 5_000, maxAgeMs: 60_000, failureMaxAgeMs: 10_000 },
    });
  });

  test("a server pin is the line of a build's pin.txt; anything else stops start-up", () => {
    const pin = `sha256-${'x'.repeat(43)}=`;
    expect(loadSiteConfig({ CAREERS_SERVER_PIN: `${pin}\n` }).serverPins.careers).toBe(pin);
    expect(() => loadSiteConfig({ CAREERS_SERVER_PIN: 'md5-abc' })).toThrow(/CAREERS_SERVER_PIN/);
  });

  test('reads every variable, and treats an empty one as unset', () => {
    const config = loadSiteConfig({
      SITE_PORT_BASE: '4100',
      SITE_HOST: '0.0.0.0',
      CAREERS_REMOTE_ENTRY: 'https://cdn.example.com/careers/v7/remoteEntry.js',
      FORMS_ORIGIN: 'https://forms.example.com/',
      API_ORIGIN: '',
      PRERENDER_TIMEOUT_MS: '250',
      PUBLIC_ORIGIN: 'https://criticallyinklined.com/',
    });
    expect(config.publicOrigin).toBe('https://criticallyinklined.com');
    expect(config.ports.email).toBe(4104);
    expect(config.remotes.remotes.careers).toBe('https://cdn.example.com/careers/v7/remoteEntry.js');
    expect(config.remoteOrigins.forms).toBe('https://forms.example.com');
    // The site's door moves; the parts behind it stay on loopback.
    expect(config.host).toBe('0.0.0.0');
    expect(config.apiOrigin).toBe('http://127.0.0.1:4104');
    expect(config.remoteOrigins.careers).toBe('http://127.0.0.1:4102');
    expect(config.prerender.timeoutMs).toBe(250);
  });

  test.each([
    [
      'PRERENDER_TIMEOUT_MS',
      'abc',
      'PRERENDER_TIMEOUT_MS must be a whole number of milliseconds from 1 to 86400000 (got "abc")',
    ],
    ['SITE_PORT_BASE', 'abc', 'SITE_PORT_BASE must be a whole number of a port from 1 to 65530 (got "abc")'],
    ['SITE_PORT_BASE', '65533', 'SITE_PORT_BASE must be at most 65530 (got "65533")'],
    ['REMOTE_TIMEOUT_MS', '0', 'REMOTE_TIMEOUT_MS must be at least 1 (got "0")'],
    ['MARKETING_ORIGIN', 'ftp://x', 'MARKETING_ORIGIN must be an http:// or https:// URL (got "ftp://x")'],
    ['FORMS_REMOTE_ENTRY', '//evil.example/x.js', 'FORMS_REMOTE_ENTRY must be a path starting with / or'],
    ['PUBLIC_ORIGIN', 'criticallyinklined.com', 'PUBLIC_ORIGIN must be an http:// or https:// URL'],
    ['SITE_HOST', 'a b', 'SITE_HOST must be a host name or an IP address (got "a b")'],
    ['EDITOR_LOCAL_BACKEND', 'localhost:8081', 'EDITOR_LOCAL_BACKEND must be an http:// or https:// URL'],
    ['EDITOR_GIT_BACKEND', 'github', 'EDITOR_GIT_BACKEND must be JSON such as {"name":"github","repo":"owner/site"}'],
    ['EDITOR_GIT_BACKEND', '{"name":"github","repo":"site"}', 'EDITOR_GIT_BACKEND.repo must be owner/name'],
    ['EDITOR_GIT_BACKEND', '{"name":"svn"}', 'EDITOR_GIT_BACKEND.name'],
  ])('%s=%s stops start-up with the variable named', (name, value, message) => {
    expect(() => loadSiteConfig({ [name]: value })).toThrow(SiteConfigError);
    expect(() => loadSiteConfig({ [name]: value })).toThrow(message);
  });

  test('names every bad variable at once', () => {
    expect(() => loadSiteConfig({ SITE_PORT_BASE: 'x', PRERENDER_MAX_AGE_MS: '-1' })).toThrow(
      /SITE_PORT_BASE .*; PRERENDER_MAX_AGE_MS /,
    );
  });
});
