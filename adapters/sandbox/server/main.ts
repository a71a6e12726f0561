import { resolve } from 'node:path';
import { SandboxExchange } from '../exchange/sandbox-exchange';
import { DEMO_OTP, DEMO_PASSCODE, PERSONAS } from '../exchange/personas';
import { sandboxHandlers } from '../handlers';
import { startSandboxServer } from './http-server';

/** `npm start`: the built app and the sandbox exchange on one local port. */
const port = Number(process.env.PORT ?? 8080);
const exchange = new SandboxExchange({ clock: () => Date.now(), seed: Number(process.env.SANDBOX_SEED ?? 1) });
const server = await startSandboxServer({
  host: '127.0.0.1',
  port,
  staticDir: resolve(process.env.STATIC_DIR ?? 'dist'),
  handlers: sandboxHandlers(exchange),
});

console.log(`\nCrypto trading web client with the sandbox exchange is running at ${server.url}\n`);
console.log('Demo sign-in (any persona):');
PERSONAS.forEach((p) => console.log(`  ${p.phone.padEnd(14)} ${p.name.padEnd(12)} ${p.demonstrates}`));
console.log(`  one-time code ${DEMO_OTP}, passcode ${DEMO_PASSCODE}\n`);
console.log('Press Ctrl-C to stop.');

const stop = (): void => {
  void server.close().then(() => process.exit(0));
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
