import { HttpResponse } from 'msw';
import type { SandboxExchange } from '../exchange/sandbox-exchange';
import { registerStream } from './stream-registry';

/** Waits `ms`; an aborted wait may never settle. Real time on the server, virtual time in tests. */
export type StreamWait = (ms: number, cancel?: AbortSignal) => Promise<void>;

export const realTimeWait: StreamWait = (ms, cancel) =>
  new Promise((resolve) => {
    const stop = (): void => clearTimeout(timeout);
    const timeout = setTimeout(() => {
      cancel?.removeEventListener('abort', stop);
      resolve();
    }, ms);
    cancel?.addEventListener('abort', stop, { once: true });
  });

/** The reconnection hint sent first on every stream (the SSE `retry:` field), in ms. */
export const STREAM_RETRY_MS = 3_000;

/** A comment line: keeps the connection and the client's watchdog alive when there is no news. */
export const HEARTBEAT = ': heartbeat\n\n';

/** One event in the SSE wire format; `data` is a single JSON line. */
export const sseEvent = (event: string, data: unknown): string => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

export interface EventStreamSpec {
  readonly exchange: SandboxExchange;
  readonly request: Request;
  readonly wait: StreamWait;
  readonly intervalMs: number;
  /** The first event, sent at once after the retry hint. */
  readonly first: () => string;
  /** Each interval: an event, or undefined for a heartbeat comment. */
  readonly next: () => string | undefined;
  /** Checked each interval; false ends the stream (the session was signed out). */
  readonly stillAllowed: () => boolean;
}

/**
 * A text/event-stream response that sends the retry hint and a first event, then every interval
 * an event or a heartbeat. It stops, with its timer, when the client disconnects (the request is
 * aborted or the body cancelled), when the session ends, or when closeAllStreams closes it.
 */
export function eventStreamResponse(spec: EventStreamSpec): Response {
  const encoder = new TextEncoder();
  const stop = new AbortController();
  // One controller per wait: a wait adds an abort listener to its signal, so a shared signal would collect one per push.
  let waiting = new AbortController();
  const halt = (): void => {
    stop.abort();
    waiting.abort();
  };
  let unregister = (): void => undefined;
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      const close = (): void => {
        if (stop.signal.aborted) return;
        halt();
        unregister();
        try {
          controller.close();
        } catch {
          // already closed or errored by the client's cancel
        }
      };
      unregister = registerStream(spec.exchange, close);
      spec.request.signal.addEventListener('abort', close, { once: true });
      controller.enqueue(encoder.encode(`retry: ${STREAM_RETRY_MS}\n\n${spec.first()}`));
      void (async () => {
        while (!stop.signal.aborted) {
          waiting = new AbortController();
          await spec.wait(spec.intervalMs, waiting.signal);
          if (stop.signal.aborted) return;
          if (!spec.stillAllowed()) return close();
          controller.enqueue(encoder.encode(spec.next() ?? HEARTBEAT));
        }
      })();
    },
    cancel() {
      halt();
      unregister();
    },
  });
  return new HttpResponse(stream, { headers: { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' } });
}
