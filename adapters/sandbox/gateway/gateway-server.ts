import type { SandboxExchange } from '../exchange/sandbox-exchange';
import { answerPlainly, TOO_LARGE, toFetchRequest, writeFetchResponse } from '../server/fetch-bridge';
import { listenLocal, type RunningServer } from '../server/listen';
import { createGatewayApp } from './gateway-app';

export interface GatewayServerOptions {
  readonly host: string;
  /** GATEWAY_PORT; 0 picks a free port. */
  readonly port: number;
  /** The app's origin (frame-ancestors, postMessage target). */
  readonly appOrigin: string;
  readonly exchange: SandboxExchange;
  /** One line per request; none when absent. */
  readonly log?: (line: string) => void;
}

/** The sandbox payment gateway on its own local port: a second origin, so the app's postMessage origin checks are real. */
export function startGatewayServer(options: GatewayServerOptions): Promise<RunningServer> {
  const app = createGatewayApp({ exchange: options.exchange, appOrigin: options.appOrigin });
  return listenLocal(
    options.host,
    options.port,
    (request, response, origin) => {
      toFetchRequest(request, origin)
        .then(async (fetchRequest) => {
          if (fetchRequest === TOO_LARGE) answerPlainly(response, 413, 'text/plain; charset=utf-8', 'The form is too large.', true);
          else await writeFetchResponse(await app(fetchRequest), response);
        })
        .catch((error: unknown) => {
          console.error(`sandbox gateway: ${request.method ?? '?'} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
          answerPlainly(response, 500, 'text/plain; charset=utf-8', 'The sandbox gateway failed.');
        });
    },
    options.log === undefined ? {} : { log: options.log },
  );
}
