import { Agent, request } from 'node:http';

export interface LoadResult {
  readonly requests: number;
  readonly perSecond: number;
  readonly p50: number;
  readonly p99: number;
  /** Answers that were not 200. */
  readonly failures: number;
}

/**
 * Keeps `clients` requests in flight against `url` for `seconds` (keep-alive connections, one per
 * client), after a warm-up of `warmup` seconds whose answers are not counted. Latencies in ms.
 */
export async function load(
  url: string,
  options: { readonly clients: number; readonly seconds: number; readonly warmup?: number; readonly headers?: Record<string, string> },
): Promise<LoadResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: options.clients });
  const target = new URL(url);
  const once = () =>
    new Promise<{ status: number; ms: number }>((done, fail) => {
      const started = performance.now();
      const call = request({ agent, host: target.hostname, port: target.port, path: target.pathname + target.search, headers: options.headers }, (answer) => {
        answer.resume();
        answer.on('end', () => done({ status: answer.statusCode ?? 0, ms: performance.now() - started }));
      });
      call.on('error', fail);
      call.end();
    });
  const run = async (seconds: number, record: boolean) => {
    const latencies: number[] = [];
    let failures = 0;
    const until = performance.now() + seconds * 1000;
    await Promise.all(
      Array.from({ length: options.clients }, async () => {
        while (performance.now() < until) {
          const answer = await once();
          if (!record) continue;
          latencies.push(answer.ms);
          if (answer.status !== 200) failures += 1;
        }
      }),
    );
    return { latencies, failures };
  };
  await run(options.warmup ?? 1, false);
  const started = performance.now();
  const { latencies, failures } = await run(options.seconds, true);
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? Number.NaN;
  return { requests: latencies.length, perSecond: latencies.length / elapsed, p50: at(50), p99: at(99), failures };
}

export const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? Number.NaN) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};
