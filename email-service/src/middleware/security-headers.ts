import type { AppMiddleware } from '../types';

/**
 * The API-response headers of the OWASP REST Security Cheat Sheet. Responses are JSON only, so
 * the CSP forbids everything; HSTS belongs to whatever terminates TLS in front of the service.
 */
export const securityHeaderValues = {
  'Cache-Control': 'no-store',
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Referrer-Policy': 'no-referrer',
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
};

export function securityHeaders(): AppMiddleware {
  return async function securityHeaders(ctx, next) {
    ctx.set(securityHeaderValues);
    await next();
  };
}
