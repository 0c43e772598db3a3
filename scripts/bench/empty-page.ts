import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A document with nothing of the site in it: a heading and a paragraph, no style, font or
 * script. What Lighthouse finds before its first paint is the browser's own start of a page on
 * this machine at that moment, the yardstick of the site's "longest task at the first paint"
 * (decision 0057).
 */
export const emptyPageHtml =
  '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
  '<meta name="viewport" content="width=device-width,initial-scale=1">' +
  '<title>An empty page</title><meta name="description" content="The benchmark\'s yardstick.">' +
  '</head><body><h1>An empty page</h1><p>Nothing of the site is in it.</p></body></html>';

/**
 * The empty page served on a loopback port of its own while `measure` runs, then stopped, with
 * `openerPolicy` as its Cross-Origin-Opener-Policy: the site's own, so that the page gets a
 * renderer of its own, started for it, when the site's pages do (decision 0057). Without one,
 * Lighthouse's tab keeps the renderer it opened with, whose start is over before the trace.
 */
export async function withEmptyPage<Result>(
  openerPolicy: string | null,
  measure: (url: string) => Promise<Result>,
): Promise<Result> {
  const server = createServer((request, response) => {
    // Lighthouse also asks for /favicon.ico and /robots.txt: only the page itself is found.
    const found = request.url === '/';
    response.writeHead(found ? 200 : 404, {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      ...(openerPolicy ? { 'Cross-Origin-Opener-Policy': openerPolicy } : {}),
    });
    response.end(found ? emptyPageHtml : '');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    return await measure(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}
