import { describe, expect, test } from '@jest/globals';
import { remoteServerModuleUrl, remotesConfigFromEnv } from './site-config';

describe('remoteServerModuleUrl', () => {
  const config = remotesConfigFromEnv();

  test("a remote on the shell's origin is asked at its own server", () => {
    expect(remoteServerModuleUrl(config, 'marketing/HomePage')).toBe('http://127.0.0.1:3001/ssr/HomePage.js');
  });

  test('a remote elsewhere is asked beside its remoteEntry.js', () => {
    const moved = {
      ...config,
      remotes: { ...config.remotes, careers: 'https://cdn.example.com/careers/v7/remoteEntry.js' },
    };
    expect(remoteServerModuleUrl(moved, 'careers/CareerDetailPage')).toBe(
      'https://cdn.example.com/careers/v7/ssr/CareerDetailPage.js',
    );
  });
});
