import type { IncomingMessage } from 'node:http';
import proxyaddr from 'proxy-addr';
import { z } from 'zod';

/**
 * Which peers may say who the client is. X-Forwarded-For is read only from a peer on this list,
 * and only as far back as the chain stays on it; any other peer is itself the client, whatever
 * the header says (so nobody picks their own rate-limit key by sending one).
 */
export type TrustedProxies = (address: string, hop: number) => boolean;

/** `127.0.0.1, ::1, 10.0.0.0/8`: addresses or CIDR ranges, comma separated; empty trusts none. */
export function trustedProxies(list: string | readonly string[]): TrustedProxies {
  const entries = typeof list === 'string' ? list.split(',') : [...list];
  // proxy-addr throws on an entry that is not an address or a range: a configuration error.
  return proxyaddr.compile(entries.map((entry) => entry.trim()).filter(Boolean));
}

/** A TRUSTED_PROXIES variable, as every server's configuration reads it: the list's entries, checked. */
export const trustedProxiesVariable = z
  .string()
  .default('')
  .transform((list, ctx) => {
    const entries = list
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    try {
      trustedProxies(entries);
    } catch {
      ctx.addIssue({
        code: 'custom',
        message: 'must be a comma-separated list of IP addresses or CIDR ranges, such as 127.0.0.1,10.0.0.0/8',
      });
      return z.NEVER;
    }
    return entries;
  });

/** The client's address: the first address in the chain that is not a trusted proxy. */
export function clientAddress(request: IncomingMessage, trust: TrustedProxies): string {
  if (!request.socket.remoteAddress) return 'unknown';
  return proxyaddr(request, trust);
}

/**
 * The X-Forwarded-For to send upstream: the incoming chain only if the peer is trusted to have
 * written it, then the peer itself.
 */
export function forwardedFor(request: IncomingMessage, trust: TrustedProxies): string {
  const peer = request.socket.remoteAddress ?? 'unknown';
  const incoming = request.headers['x-forwarded-for'];
  const chain = typeof incoming === 'string' && trust(peer, 0) ? `${incoming}, ` : '';
  return `${chain}${peer}`;
}
