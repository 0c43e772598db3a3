import { lockedDown } from '../security-headers';

/** The editor's address; its files are under it too (the shell's build, admin/). */
export const editorPath = '/admin/';

/**
 * The editor's page: Decap CMS's bundle, which reads its configuration from config.yml beside
 * the page. Never in search results, never framed.
 */
export const editorPageHtml = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex, nofollow" />
    <title>Content editor · Critically Inklined</title>
    <link href="${editorPath}config.yml" type="text/yaml" rel="cms-config-url" />
  </head>
  <body>
    <script src="${editorPath}decap-cms.js"></script>
  </body>
</html>
`;

/**
 * The editor's own Content-Security-Policy, looser than the site's pages' in what Decap CMS needs:
 * eval (it compiles its configuration's checks with new Function), inline styles (emotion without
 * a nonce), blob: and data: images (an upload's preview), reading back the blob: URLs it makes of
 * a post's images (a clean-clone run saw those fetches refused and the save never confirmed), and
 * its backend. Scripts still come only from the site, and nothing may frame it.
 */
export function editorPolicy(connectSources: readonly string[]): string {
  const connect = ["'self'", ...connectSources, 'blob:'].join(' ');
  return [
    "default-src 'self'",
    "script-src 'self' 'unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    ['img-src', "'self'", 'data:', 'blob:', ...connectSources].join(' '),
    "font-src 'self' data:",
    `connect-src ${connect}`,
    "worker-src 'self' blob:",
    ...lockedDown,
  ].join('; ');
}

/** Every answer under /admin: kept out of search engines, as the page itself says. */
export const editorHeaders = { 'X-Robots-Tag': 'noindex, nofollow' } as const;
