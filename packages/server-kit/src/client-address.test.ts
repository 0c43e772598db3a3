import { describe, expect, test } from '@jest/globals';
import type { IncomingMessage } from 'node:http';
import { clientAddress, forwardedFor, trustedProxies } from './client-address';

const from = (peer: string, xff?: string) =>
  ({
    socket: { remoteAddress: peer },
    connection: { remoteAddress: peer },
    headers: xff === undefined ? {} : { 'x-forwarded-for': xff },
  }) as unknown as IncomingMessage;

describe('X-Forwarded-For counts only from configured proxies', () => {
  const trust = trustedProxies('127.0.0.1, 10.0.0.0/8');

  test.each([
    ['an untrusted peer is the client, whatever it says', '203.0.113.9', '1.2.3.4', '203.0.113.9'],
    ['a trusted proxy names the client', '127.0.0.1', '198.51.100.7', '198.51.100.7'],
    [
      'a chain is followed only through trusted proxies',
      '127.0.0.1',
      '1.2.3.4, 198.51.100.7, 10.1.2.3',
      '198.51.100.7',
    ],
    ['a trusted proxy without the header is the client', '127.0.0.1', undefined, '127.0.0.1'],
  ])('%s', (_name, peer, xff, client) => {
    expect(clientAddress(from(peer, xff), trust)).toBe(client);
  });

  test('trusting none: the peer, always', () => {
    expect(clientAddress(from('127.0.0.1', '1.2.3.4'), trustedProxies(''))).toBe('127.0.0.1');
  });

  test('a header passed upstream keeps the chain only from a trusted peer', () => {
    expect(forwardedFor(from('203.0.113.9', '1.2.3.4'), trust)).toBe('203.0.113.9');
    expect(forwardedFor(from('127.0.0.1', '1.2.3.4'), trust)).toBe('1.2.3.4, 127.0.0.1');
  });

  test('a list entry that is not an address is a configuration error', () => {
    expect(() => trustedProxies('localhost')).toThrow();
  });
});
