import { request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { request as httpsRequest } from 'node:https';

/**
 * Forwards a request to `target` + `path`, streaming both ways. The client's address goes in
 * X-Forwarded-For so the email service can rate-limit per visitor behind this proxy.
 */
export function proxyRequest(request: IncomingMessage, response: ServerResponse, target: string, path: string): void {
  const url = new URL(path, target);
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  const forwardedFor = [request.headers['x-forwarded-for'], request.socket.remoteAddress].filter(Boolean).join(', ');
  const upstream = send(
    url,
    {
      method: request.method,
      headers: { ...request.headers, host: url.host, 'x-forwarded-for': forwardedFor },
    },
    (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    },
  );
  upstream.on('error', () => {
    if (!response.headersSent) {
      response.writeHead(502, { 'Content-Type': 'text/plain; charset=utf-8' });
    }
    response.end('Bad gateway');
  });
  request.pipe(upstream);
}
