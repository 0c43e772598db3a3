import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { answerClientError } from './client-error';
import { setUpSmtpSink } from './test-support/set-up-smtp-sink';
import { testApp } from './test-support/test-app';

const smtp = setUpSmtpSink();
let server: Server;
let port: number;

beforeAll(async () => {
  server = createServer((await testApp(smtp.mailer)).callback()).on('clientError', answerClientError);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

function rawRequest(bytes: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(bytes));
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
    socket.on('end', () => resolve(answer)).on('error', reject);
  });
}

describe("requests Node's parser refuses", () => {
  test.each([
    ['garbage', 'HELLO THERE\r\n\r\n', '400'],
    ['a header over the size limit', `GET /healthz HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`, '431'],
  ])('%s: %s with nosniff and the JSON error body', async (_name, bytes, status) => {
    const answer = await rawRequest(bytes);

    expect(answer).toMatch(new RegExp(`^HTTP/1.1 ${status} `));
    expect(answer).toMatch(/\r\nX-Content-Type-Options: nosniff\r\n/);
    expect(answer).toMatch(/\r\nContent-Type: application\/json; charset=utf-8\r\n/);
    expect(answer.split('\r\n\r\n')[1]).toBe('{"success":false,"error":"The request could not be read."}');
  });
});
