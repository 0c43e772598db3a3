import { describe, expect, test } from '@jest/globals';
import { loadSiteConfig } from '@inklined/site-config/site-config';
import { isTrustedBundleUrl, remotePublicPath, remoteServerBundlesUrl } from './remote-server-module-url';
import { remotesStateOf } from './remotes-state';

describe('remoteServerBundlesUrl', () => {
  test("a remote on the shell's origin is asked at its own server", () => {
    const config = loadSiteConfig({});
    expect(remoteServerBundlesUrl(config, remotesStateOf(config), 'marketing')).toBe('http://127.0.0.1:3001/ssr/');
  });

  test("a remote on the shell's origin whose server moved is asked at the new one", () => {
    const config = loadSiteConfig({});
    const moved = { ...remotesStateOf(config), origins: { ...config.remoteOrigins, careers: 'http://127.0.0.1:4999' } };
    expect(remoteServerBundlesUrl(config, moved, 'careers')).toBe('http://127.0.0.1:4999/ssr/');
  });

  test('a remote elsewhere is asked beside its remoteEntry.js', () => {
    const moved = loadSiteConfig({ CAREERS_REMOTE_ENTRY: 'https://cdn.example.com/careers/v7/remoteEntry.js' });
    expect(remoteServerBundlesUrl(moved, remotesStateOf(moved), 'careers')).toBe(
      'https://cdn.example.com/careers/v7/ssr/',
    );
  });
});

describe('isTrustedBundleUrl', () => {
  test.each([
    ['http://127.0.0.1:3001/ssr/HomePage.js', true],
    ['http://localhost:3001/ssr/HomePage.js', true],
    ['http://[::1]:3001/ssr/HomePage.js', true],
    ['https://cdn.example.com/careers/ssr/CareersPage.js', true],
    ['http://cdn.example.com/careers/ssr/CareersPage.js', false],
    ['http://10.0.0.5:3001/ssr/HomePage.js', false],
    ['file:///etc/passwd', false],
  ])('%s: %s', (url, trusted) => {
    expect(isTrustedBundleUrl(url)).toBe(trusted);
  });
});

describe('remotePublicPath', () => {
  test('is the folder of the entry the browser is told, on the site or on a CDN', () => {
    const config = loadSiteConfig({ CAREERS_REMOTE_ENTRY: 'https://cdn.example.com/careers/v7/remoteEntry.js' });
    expect(remotePublicPath(remotesStateOf(config), 'marketing')).toBe('/mf/marketing/');
    expect(remotePublicPath(remotesStateOf(config), 'careers')).toBe('https://cdn.example.com/careers/v7/');
  });
});
