import { describe, expect, test } from '@jest/globals';
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import fc from 'fast-check';
import Koa from 'koa';
import { sendBody } from './send-body';

const body = Buffer.from('plain');
const gzipped = Buffer.from('gzip');
const brotli = Buffer.from('br');
const app = new Koa();

/** What sendBody set for a request with this Accept-Encoding header (any value, as it arrived). */
function answer(acceptEncoding: unknown, offered: { gzipped?: Buffer; brotli?: Buffer } = { gzipped, brotli }) {
  const request = new IncomingMessage(new Socket());
  request.method = 'GET';
  (request.headers as Record<string, unknown>)['accept-encoding'] = acceptEncoding;
  const ctx = app.createContext(request, new ServerResponse(request));
  sendBody(ctx, { type: 'text/javascript', body, ...offered });
  return {
    encoding: ctx.response.get('Content-Encoding') || undefined,
    vary: ctx.response.get('Vary') || undefined,
    body: ctx.body as Buffer,
  };
}

describe('sendBody', () => {
  test.each([
    ['gzip, deflate, br, zstd', 'br', brotli],
    ['br', 'br', brotli],
    ['gzip', 'gzip', gzipped],
    ['gzip;q=1, br;q=0.5', 'gzip', gzipped],
    ['br;q=0, gzip', 'gzip', gzipped],
    ['*', 'br', brotli],
    ['*;q=0, gzip', 'gzip', gzipped],
    ['GZIP', 'gzip', gzipped],
    ['identity', undefined, body],
    ['', undefined, body],
    [undefined, undefined, body],
    ['gzip;q=0, br;q=0', undefined, body],
  ])('Accept-Encoding %j: sent as %s', (header, encoding, bytes) => {
    const sent = answer(header);
    expect(sent.encoding).toBe(encoding);
    expect(sent.body).toEqual(bytes);
    expect(sent.vary).toBe('Accept-Encoding');
  });

  test('a body with no Brotli is sent gzipped to a browser that asks for both', () => {
    expect(answer('gzip, deflate, br', { gzipped })).toMatchObject({ encoding: 'gzip', body: gzipped });
  });

  test('a body compressed already (a font) is sent as it is, with no Vary', () => {
    expect(answer('gzip, br', {})).toEqual({ encoding: undefined, vary: undefined, body });
  });

  test('any header value, of any type, gets one of the bodies offered and never throws', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ unit: 'binary', maxLength: 300 }),
          fc
            .array(fc.constantFrom('gzip', 'br', ';', ',', '=', 'q', '0', '1', '.', '*', ' ', 'identity'))
            .map((parts) => parts.join('')),
          fc.array(fc.string()),
          fc.anything({ withNullPrototype: true, withBoxedValues: true }),
        ),
        (header) => {
          const sent = answer(header);
          expect([body, gzipped, brotli]).toContainEqual(sent.body);
          expect(sent.encoding === undefined ? body : sent.encoding === 'br' ? brotli : gzipped).toEqual(sent.body);
        },
      ),
      { numRuns: 2_000 },
    );
  });
});
