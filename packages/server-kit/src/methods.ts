import type { Context } from 'koa';

/**
 * Whether the request's method is one the route takes. If not, the answer is a 405 that names
 * them (`Allow`, RFC 9110 §15.5.6), with `headers` (a server's own, such as its security headers).
 */
export function allowsMethod(
  ctx: Context,
  allowed: readonly string[],
  headers: Readonly<Record<string, string>> = {},
): boolean {
  if (allowed.includes(ctx.method)) return true;
  ctx.status = 405;
  ctx.set({ ...headers, Allow: allowed.join(', ') });
  ctx.body = '';
  return false;
}
