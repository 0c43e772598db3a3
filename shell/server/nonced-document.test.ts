import { describe, expect, test } from '@jest/globals';
import { gunzipSync, gzipSync } from 'node:zlib';
import { NoncedDocument, noncePlaceholder } from './nonced-document';

const page = (nonce: string) =>
  `<!doctype html><html><head><style nonce="${nonce}">${'body{margin:0}'.repeat(200)}</style>` +
  `<script defer src="/main.js" nonce="${nonce}"></script></head><body>${'<p>Critically Inklined</p>'.repeat(500)}</body></html>`;

describe('NoncedDocument', () => {
  const document = new NoncedDocument(page(noncePlaceholder));

  test('puts the nonce in every place kept for it, plain and gzipped alike', () => {
    const { body, gzipped } = document.withNonce('QUJDREVGRw==');
    expect(body.toString()).toBe(page('QUJDREVGRw=='));
    expect(gunzipSync(gzipped).toString()).toBe(page('QUJDREVGRw=='));
  });

  test('each response has its own nonce, from the same compressed stretches', () => {
    const first = gunzipSync(document.withNonce('first').gzipped).toString();
    const second = gunzipSync(document.withNonce('second').gzipped).toString();
    expect(first).toBe(page('first'));
    expect(second).toBe(page('second'));
  });

  test('compresses about as well as compressing the whole page', () => {
    const whole = gzipSync(page('QUJDREVGRw=='), { level: 9 }).length;
    expect(document.withNonce('QUJDREVGRw==').gzipped.length).toBeLessThan(whole * 1.2 + 64);
  });

  test('a document without a nonce is one stretch', () => {
    const plain = new NoncedDocument('<p>no script here</p>');
    expect(gunzipSync(plain.withNonce('unused').gzipped).toString()).toBe('<p>no script here</p>');
  });
});
