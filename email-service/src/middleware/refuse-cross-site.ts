import { ServiceError } from '../errors';
import type { AppMiddleware } from '../types';

/**
 * CORS only decides whether a page may read the answer; a form post from any site still arrives
 * (multipart needs no preflight), each from a different visitor's address. So a submission that
 * a browser marks as coming from another site is refused before anything is read or sent (OWASP
 * CSRF Cheat Sheet: Fetch Metadata, with Origin as the fallback). Requests without these headers
 * (curl, server-to-server, older browsers on same-origin posts) are not browsers acting for
 * another site, and pass.
 */
export function refuseCrossSite(allowedOrigins: readonly string[]): AppMiddleware {
  const allowed = new Set(allowedOrigins);
  return async function refuseCrossSite(ctx, next) {
    const origin = ctx.get('Origin');
    const fetchSite = ctx.get('Sec-Fetch-Site').toLowerCase();
    // "null" is the origin of sandboxed frames and some redirects: not the site's own.
    const foreignOrigin = origin !== '' && !allowed.has(origin);
    if (foreignOrigin || fetchSite === 'cross-site') {
      ctx.state.log.warn({ origin: origin.slice(0, 200), fetchSite }, 'cross-site submission refused');
      throw new ServiceError('crossSite');
    }
    await next();
  };
}
