import { connect } from 'node:net';
import { performance } from 'node:perf_hooks';
import { ALEX, percentile } from '../operations';
import { WireClient } from '../wire-client';

export interface NestedBodyFigures {
  readonly nestedBodiesSent: number;
  readonly otherRequests: number;
  readonly otherFailures: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  /** The same reads' p99 with no attacker, measured just before on the same server: the machine's own noise. */
  readonly quietP99Ms: number;
}

const FOUR_MB = 4 * 1024 * 1024;

/**
 * While signed-out clients keep posting a 4 MB deeply nested JSON body, a signed-in customer
 * keeps reading the total balance: the server must keep answering, quickly.
 */
export async function nestedBodyProbe(base: string, durationMs: number, senders = 3): Promise<NestedBodyFigures> {
  const nested = Buffer.from(`${'['.repeat(FOUR_MB / 2)}${']'.repeat(FOUR_MB / 2)}`);
  const { hostname, port } = new URL(base);
  const head = Buffer.from(
    `POST /api/web/auth/session HTTP/1.1\r\nhost: ${hostname}:${port}\r\ncontent-type: application/json\r\ncontent-length: ${String(nested.length)}\r\nconnection: close\r\n\r\n`,
  );
  const customer = new WireClient(base);
  await customer.signIn(ALEX);
  const quiet = await readTimes(customer, performance.now() + Math.min(durationMs, 2_000));
  const until = performance.now() + durationMs;
  let sent = 0;
  const send = async (): Promise<void> => {
    while (performance.now() < until) {
      sent += 1;
      // Raw, as an attacker sends it: the whole body written at once, whatever the server answers.
      await new Promise<void>((done) => {
        const socket = connect(Number(port), hostname, () => {
          socket.write(head);
          socket.end(nested);
        });
        socket.on('data', () => undefined);
        socket.on('close', () => done());
        socket.on('error', () => done());
      });
    }
  };
  let measured: ReadTimes = { times: [], failures: 0 };
  const measure = async (): Promise<void> => {
    measured = await readTimes(customer, until);
  };
  await Promise.all([...Array.from({ length: senders }, send), measure()]);
  const { times, failures } = measured;
  return {
    nestedBodiesSent: sent,
    otherRequests: times.length,
    otherFailures: failures,
    p50Ms: percentile(times, 50),
    p99Ms: percentile(times, 99),
    quietP99Ms: percentile(quiet.times, 99),
  };
}

interface ReadTimes {
  readonly times: number[];
  readonly failures: number;
}

/** The customer reads the total balance every 20 ms until `until`: each read's time, and the reads that failed. */
async function readTimes(customer: WireClient, until: number): Promise<ReadTimes> {
  const times: number[] = [];
  let failures = 0;
  while (performance.now() < until) {
    const start = performance.now();
    try {
      const answer = await customer.call('GET', '/api/balances/total');
      if (answer.status !== 200) failures += 1;
    } catch {
      failures += 1;
    }
    times.push(performance.now() - start);
    await new Promise((done) => setTimeout(done, 20));
  }
  return { times, failures };
}
