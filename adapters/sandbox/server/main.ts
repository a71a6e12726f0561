import { resolve } from 'node:path';
import { SandboxExchange } from '../exchange/sandbox-exchange';
import { DEMO_OTP, DEMO_PASSCODE, PERSONAS } from '../exchange/personas';
import { startGatewayServer } from '../gateway/gateway-server';
import { FaultController } from '../faults/fault-controller';
import { sandboxHandlers } from '../handlers';
import { StateFile } from '../persistence/state-file';
import { realTimeWait } from '../streams/event-stream-response';
import { startSandboxServer } from './http-server';
import { readServerArguments } from './server-arguments';

/**
 * `npm start`: the built app and the sandbox exchange on one local port (PORT), the sandbox
 * payment gateway pages on another (GATEWAY_PORT, default PORT+1): two origins, so the app's
 * frame and postMessage origin checks are real.
 */
const host = '127.0.0.1';
const port = Number(process.env.PORT ?? 8080);
const gatewayPort = Number(process.env.GATEWAY_PORT ?? port + 1);
const appOrigin = `http://${host}:${String(port)}`;
const gatewayOrigin = `http://${host}:${String(gatewayPort)}`;
const apiBaseUrl = process.env.API_BASE_URL ?? '';
const args = readServerArguments(process.argv.slice(2), process.env);

const saved = args.stateFile === undefined ? undefined : await StateFile.load(args.stateFile);
const exchange = new SandboxExchange({ clock: () => Date.now(), seed: args.seed, gatewayOrigin, state: saved });
const stateFile = args.stateFile === undefined ? undefined : new StateFile(args.stateFile, () => exchange.snapshot());
const save = (): void => {
  stateFile?.save().catch((error: unknown) => console.error(`could not save the sandbox state to ${stateFile.path}`, error));
};
const controls = args.controls ? { faults: new FaultController(), wait: realTimeWait } : undefined;
const gateway = await startGatewayServer({ host, port: gatewayPort, appOrigin, exchange });
const server = await startSandboxServer({
  host,
  port,
  staticDir: resolve(process.env.STATIC_DIR ?? 'dist'),
  handlers: sandboxHandlers(exchange, controls),
  afterChange: save,
  security: { gatewayOrigin, apiOrigins: apiBaseUrl === '' ? [] : [new URL(apiBaseUrl).origin] },
});

console.log(`\nCrypto trading web client with the sandbox exchange is running at ${server.url}`);
console.log(`Sandbox payment gateway pages at ${gateway.url}`);
if (stateFile !== undefined) console.log(`Sandbox state ${saved === undefined ? 'will be kept' : 'restored from and kept'} in ${stateFile.path}`);
if (controls !== undefined) console.log(`Sandbox mode ${args.mode}: faults and reset at ${server.url}/api/sandbox/faults and /api/sandbox/reset`);
console.log('');
console.log('Demo sign-in (any persona):');
PERSONAS.forEach((p) => console.log(`  ${p.phone.padEnd(14)} ${p.name.padEnd(12)} ${p.demonstrates}`));
console.log(`  one-time code ${DEMO_OTP}, passcode ${DEMO_PASSCODE}\n`);
console.log('Press Ctrl-C to stop.');

const stop = (): void => {
  void Promise.all([server.close(), gateway.close(), stateFile?.save()]).then(() => process.exit(0));
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
