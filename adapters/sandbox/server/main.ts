import { resolve } from 'node:path';
import { SandboxExchange } from '../exchange/sandbox-exchange';
import { DEMO_OTP, DEMO_PASSCODE, PERSONAS } from '../exchange/personas';
import { startGatewayServer } from '../gateway/gateway-server';
import { FaultController } from '../faults/fault-controller';
import { sandboxHandlers } from '../handlers';
import { faultyDisk, nodeDisk } from '../persistence/journal-disk';
import { StateJournal } from '../persistence/state-journal';
import { realTimeWait } from '../streams/event-stream-response';
import { startSandboxServer } from './http-server';
import { readServerArguments, SERVER_USAGE } from './server-arguments';

/**
 * `npm start` and `npm run serve`: the sandbox exchange's API (and, unless --api-only, the built
 * app) on one local port, the sandbox payment gateway pages on another (PORT+1): two origins, so
 * the app's frame and postMessage origin checks are real. Flags: `--help`.
 */
let args;
try {
  args = readServerArguments(process.argv.slice(2), process.env);
} catch (error) {
  console.error((error as Error).message);
  process.exit(2);
}
if (args === 'help') {
  console.log(SERVER_USAGE);
  process.exit(0);
}
const appOrigin = `http://${args.host}:${String(args.port)}`;
const log = args.quiet ? undefined : (line: string) => console.log(line);
const faults = args.controls ? new FaultController() : undefined;
const journal =
  args.stateFile === undefined
    ? undefined
    : StateJournal.open(resolve(args.stateFile), {
        disk: faults === undefined ? nodeDisk : faultyDisk(nodeDisk, () => faults.takeDiskFailure()),
        log: (line) => console.error(line),
      });
const exchange = new SandboxExchange({ clock: () => Date.now(), seed: args.seed, gatewayOrigin: args.gatewayOrigin, durable: journal });
const gateway = await startGatewayServer({ host: args.host, port: args.gatewayPort, appOrigin, exchange, ...(log === undefined ? {} : { log }) });
const server = await startSandboxServer({
  host: args.host,
  port: args.port,
  staticDir: args.staticDir === undefined ? undefined : resolve(args.staticDir),
  handlers: sandboxHandlers(exchange, faults === undefined ? undefined : { faults, wait: realTimeWait }, { allowedOrigins: args.corsOrigins }),
  security: { gatewayOrigin: args.gatewayOrigin, apiOrigins: args.apiBaseUrl === '' ? [] : [new URL(args.apiBaseUrl).origin] },
  corsOrigins: args.corsOrigins,
  devFiles: args.devFiles,
  runtimeConfig: { apiBaseUrl: args.apiBaseUrl, gatewayOrigin: args.gatewayOrigin, walletMode: 'sandbox' },
  ...(log === undefined ? {} : { log }),
});

console.log(
  `\n${args.staticDir === undefined ? 'The sandbox exchange (API only)' : 'Crypto trading web client with the sandbox exchange'} is running at ${server.url}`,
);
console.log(`Sandbox payment gateway pages at ${gateway.url}`);
console.log(`OpenAPI document of the API at ${server.url}/api/openapi.json`);
if (journal !== undefined)
  console.log(`Sandbox state ${journal.restored === undefined ? 'will be kept' : 'restored from and kept'} in ${journal.path} (and its journal)`);
if (faults !== undefined) console.log(`Sandbox mode ${args.mode}: faults and reset at ${server.url}/api/sandbox/faults and /api/sandbox/reset`);
if (args.corsOrigins.length > 0) console.log(`CORS: ${args.corsOrigins.join(', ')} may call the API`);
console.log('');
console.log('Demo sign-in (any persona):');
PERSONAS.forEach((p) => console.log(`  ${p.phone.padEnd(14)} ${p.name.padEnd(12)} ${p.demonstrates}`));
console.log(`  one-time code ${DEMO_OTP}, passcode ${DEMO_PASSCODE}\n`);
console.log('Press Ctrl-C to stop.');

/**
 * Every answer that said ok is already in the journal; stopping only closes the servers and
 * writes a last snapshot when it can (a failing disk is logged, never thrown).
 */
const stop = (): void => {
  void Promise.all([server.close(), gateway.close()])
    .catch((error: unknown) => console.error(`sandbox: closing the servers: ${(error as Error).message}`))
    .then(() => {
      try {
        journal?.close();
      } catch (error) {
        console.error(`sandbox: closing the state journal: ${(error as Error).message}`);
      }
      process.exit(0);
    });
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
