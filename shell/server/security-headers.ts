import { randomBytes } from 'node:crypto';
import type { RemotesConfig } from '@inklined/contracts/remotes-config';
import { isLoopbackHost } from './remote-server-module-url';

/** Where browsers send Content-Security-Policy violation reports (shell-app.ts). */
export const cspReportPath = '/csp-report';

/**
 * Sent with every answer of the site's servers. Pages replace the Content-Security-Policy with
 * their own (pagePolicy); everything else (scripts, fonts, JSON, text) is never a document, so
 * it may do nothing at all if a browser is ever made to show it as one.
 */
export function siteHeaders(publicOrigin: string): Readonly<Record<string, string>> {
  return {
    'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // Browsers that predate frame-ancestors.
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    // The site asks for no device feature; a script that got in cannot either.
    'Permissions-Policy':
      'accelerometer=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
    // Only where visitors arrive over HTTPS: on http://localhost it would be ignored anyway, and a
    // deployment opts in by its PUBLIC_ORIGIN (docs/deploy.md). Two years, as hstspreload.org
    // asks; subdomains are left to whoever runs them.
    ...(publicOrigin.startsWith('https:') ? { 'Strict-Transport-Security': 'max-age=63072000' } : {}),
  };
}

/**
 * The origins the remotes are served from when they are not on the site's own origin. A remote
 * served over plain HTTP from this machine's loopback is a developer's dev server (`npm run dev
 * -- --only <remote>`): its live-update socket, ws:// on the same host and port, is allowed too.
 */
export function remoteOrigins(remotes: RemotesConfig, publicOrigin: string): readonly string[] {
  const site = new URL(publicOrigin).origin;
  const origins = new Set<string>();
  for (const entry of Object.values(remotes.remotes)) {
    const url = new URL(entry, site);
    if (url.origin === site) continue;
    origins.add(url.origin);
    if (url.protocol === 'http:' && isLoopbackHost(url.hostname)) origins.add(`ws://${url.host}`);
  }
  return [...origins];
}

/** 128 random bits, fresh for each response (CSP 3: at least 128 bits, base64). */
export function newNonce(): string {
  return randomBytes(16).toString('base64');
}

/**
 * What every document's policy ends with, the site's pages' and the editor's: no plugins, no
 * <base>, forms posting only to the site, never framed, and violations reported.
 */
export const lockedDown: readonly string[] = [
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  // report-uri, not report-to: Chromium ignores report-uri once report-to is there, and sends
  // Reporting API reports batched, late, from outside the page; report-uri reports at once.
  `report-uri ${cspReportPath}`,
];

/**
 * A page's Content-Security-Policy: scripts and styles only from the site and the remotes'
 * origins, inline ones only with this response's nonce (the shell's script tag, emotion's style
 * tags), no eval, no plugins, no <base>, forms posting only to the site, never framed.
 */
export function pagePolicy(nonce: string, remoteSources: readonly string[]): string {
  const own = ["'self'", ...remoteSources].join(' ');
  return [
    "default-src 'self'",
    `script-src ${own} 'nonce-${nonce}'`,
    `style-src ${own} 'nonce-${nonce}'`,
    // data: for the template's empty favicon (index.html), nothing else.
    `img-src ${own} data:`,
    `font-src ${own}`,
    `connect-src ${own}`,
    ...lockedDown,
  ].join('; ');
}
