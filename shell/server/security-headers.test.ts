import { describe, expect, test } from '@jest/globals';
import { newNonce, pagePolicy, remoteOrigins, siteHeaders } from './security-headers';

/** The remotes as the shell reads them, marketing served by the shell itself. */
const remotesAt = (careers: string, forms: string) => ({
  timeoutMs: 1,
  remotes: { marketing: '/mf/marketing/remoteEntry.js', careers, forms },
});

describe('security headers', () => {
  test('HSTS only where visitors arrive over HTTPS', () => {
    expect(siteHeaders('https://criticallyinklined.com')['Strict-Transport-Security']).toBe('max-age=63072000');
    expect(siteHeaders('http://localhost:3000')).not.toHaveProperty('Strict-Transport-Security');
  });

  test('remote origins: only those not on the site', () => {
    const remotes = remotesAt(
      'https://cdn.example/careers/remoteEntry.js',
      'https://criticallyinklined.com/forms/remoteEntry.js',
    );
    expect(remoteOrigins(remotes, 'https://criticallyinklined.com')).toEqual(['https://cdn.example']);
  });

  test("a remote's dev server on loopback may also open its live-update socket; nothing else may", () => {
    const remotes = remotesAt('http://127.0.0.1:4102/remoteEntry.js', 'http://forms.example/remoteEntry.js');
    expect(remoteOrigins(remotes, 'http://127.0.0.1:4100')).toEqual([
      'http://127.0.0.1:4102',
      'ws://127.0.0.1:4102',
      'http://forms.example',
    ]);
  });

  test("a page's policy: its nonce, no unsafe-inline or eval, never framed", () => {
    const policy = pagePolicy('abc', ['https://cdn.example']);
    expect(policy).toContain("script-src 'self' https://cdn.example 'nonce-abc'");
    expect(policy).toContain("style-src 'self' https://cdn.example 'nonce-abc'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toMatch(/unsafe-(inline|eval)/);
  });

  test('nonces are 128 random bits, new each time', () => {
    const nonces = new Set(Array.from({ length: 100 }, newNonce));
    expect(nonces.size).toBe(100);
    for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
  });
});
