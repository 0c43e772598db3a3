import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Listening {
  readonly server: Server;
  readonly url: string;
  /** Ends kept-alive connections as well: a plain `close` would wait for them. */
  readonly close: () => Promise<void>;
}

/** `callback` served on the loopback address, on a port of its own (port 0). */
export async function listen(callback: RequestListener): Promise<Listening> {
  const server = createServer(callback);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    server,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
