import type { SandboxExchange } from '../exchange/sandbox-exchange';
import { answerInternalError, toFetchRequest, writeFetchResponse } from '../server/fetch-bridge';
import { listenLocal, type RunningServer } from '../server/listen';
import { createGatewayApp } from './gateway-app';

export interface GatewayServerOptions {
  readonly host: string;
  /** GATEWAY_PORT; 0 picks a free port. */
  readonly port: number;
  /** The app's origin (frame-ancestors, postMessage target). */
  readonly appOrigin: string;
  readonly exchange: SandboxExchange;
}

/** The sandbox payment gateway on its own local port: a second origin, so the app's postMessage origin checks are real. */
export function startGatewayServer(options: GatewayServerOptions): Promise<RunningServer> {
  const app = createGatewayApp({ exchange: options.exchange, appOrigin: options.appOrigin });
  return listenLocal(options.host, options.port, (request, response, origin) => {
    toFetchRequest(request, origin)
      .then(app)
      .then((answer) => writeFetchResponse(answer, response))
      .catch((error: unknown) => answerInternalError(response, error, 'text/plain; charset=utf-8', 'The sandbox gateway failed.'));
  });
}
