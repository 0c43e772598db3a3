import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Recorded {
  readonly method: string;
  readonly url: string;
  readonly headers: IncomingHttpHeaders;
}

/** A real HTTP server on port 0 that records every request it gets and answers with `answer`. */
export async function startRecordingServer(
  answer: (request: IncomingMessage, response: ServerResponse) => void = (_request, response) =>
    response.end('upstream'),
) {
  const received: Recorded[] = [];
  const server = createServer((request, response) => {
    received.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers });
    answer(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    origin: `http://127.0.0.1:${port}`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type RecordingServer = Awaited<ReturnType<typeof startRecordingServer>>;
