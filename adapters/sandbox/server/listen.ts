import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RunningServer {
  /** The origin the server answers on, such as http://127.0.0.1:8080. */
  readonly url: string;
  close(): Promise<void>;
}

/** What a server does with one request; `origin` is the server's own, known once it listens. */
export type OriginListener = (request: IncomingMessage, response: ServerResponse, origin: string) => void;

/** An HTTP server on host:port (0 picks a free port) that hands each request its own origin. */
export async function listenLocal(host: string, port: number, listener: OriginListener): Promise<RunningServer> {
  let origin = '';
  const server = createServer((request, response) => listener(request, response, origin));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  origin = `http://${host}:${(server.address() as AddressInfo).port}`;
  return {
    url: origin,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
