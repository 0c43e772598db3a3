import type { Duplex } from 'node:stream';
import { errorCode } from './errors';
import { securityHeaderValues } from './middleware/security-headers';

const statusByCode: Readonly<Record<string, readonly [number, string]>> = {
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout'],
};

/**
 * Requests Node's HTTP parser refuses never reach Koa; by default Node answers them with a bare
 * 400. This answer carries the same headers and JSON body as every other error of the service.
 */
export function answerClientError(error: Error, socket: Duplex): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const [status, reason] = statusByCode[errorCode(error) ?? ''] ?? [400, 'Bad Request'];
  const body = JSON.stringify({ success: false, error: 'The request could not be read.' });
  const headers = Object.entries({
    ...securityHeaderValues,
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(body)),
    Connection: 'close',
  }).map(([name, value]) => `${name}: ${value}\r\n`);
  socket.end(`HTTP/1.1 ${status} ${reason}\r\n${headers.join('')}\r\n${body}`);
}
