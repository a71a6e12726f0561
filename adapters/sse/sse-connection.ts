import { createParser } from 'eventsource-parser';
import { Observable } from 'rxjs';
import { type StreamFailure, StreamFailureError } from '../../application/ports/price-stream-port';

/** What one server-sent-events connection delivers, in wire terms. */
export type SseFrame =
  | { readonly kind: 'open' }
  | { readonly kind: 'event'; readonly event: string; readonly data: string }
  | { readonly kind: 'comment' }
  | { readonly kind: 'retry'; readonly ms: number };

/** Why an answer is not an event stream to read: 401, another non-200, or the wrong content type. */
function refusal(response: Response): StreamFailure | undefined {
  if (response.status === 401) return { kind: 'unauthorized' };
  if (response.status >= 500) return { kind: 'server', status: response.status };
  if (response.status !== 200) return { kind: 'refused', status: response.status };
  const type = response.headers.get('content-type') ?? '';
  return response.body !== null && type.toLowerCase().startsWith('text/event-stream') ? undefined : { kind: 'refused', status: 200 };
}

/**
 * One server-sent-events connection over fetch, in the browser and in Node 20 (where there is no
 * EventSource): GET with credentials included and Accept text/event-stream, the body parsed by
 * eventsource-parser. Emits `open` once the answer is a 200 event stream, then events, comments
 * (heartbeats) and retry hints; fails with a StreamFailureError (network, 401, 5xx, refused, or
 * `ended` when the server closes the stream). Unsubscribing aborts the request and cancels the
 * body. It never reconnects: the application decides when to (resilient-stream.ts).
 */
export function sseConnection$(url: string, fetchFn: typeof fetch): Observable<SseFrame> {
  return new Observable<SseFrame>((subscriber) => {
    const abort = new AbortController();
    let body: ReadableStreamDefaultReader<Uint8Array> | undefined;
    const fail = (failure: StreamFailure): void => {
      if (!abort.signal.aborted) subscriber.error(new StreamFailureError(failure));
    };

    const read = async (): Promise<void> => {
      let response: Response;
      try {
        response = await fetchFn(url, { method: 'GET', credentials: 'include', headers: { accept: 'text/event-stream' }, signal: abort.signal });
      } catch {
        fail({ kind: 'network' });
        return;
      }
      const refused = refusal(response);
      if (abort.signal.aborted || refused !== undefined || response.body === null) {
        response.body?.cancel().catch(() => undefined);
        fail(refused ?? { kind: 'refused', status: response.status });
        return;
      }
      subscriber.next({ kind: 'open' });
      const parser = createParser({
        onEvent: (message) => subscriber.next({ kind: 'event', event: message.event ?? 'message', data: message.data }),
        onComment: () => subscriber.next({ kind: 'comment' }),
        onRetry: (ms) => subscriber.next({ kind: 'retry', ms }),
      });
      const decoder = new TextDecoder();
      body = response.body.getReader();
      try {
        for (let chunk = await body.read(); !chunk.done; chunk = await body.read()) {
          if (abort.signal.aborted) return;
          parser.feed(decoder.decode(chunk.value, { stream: true }));
        }
      } catch {
        fail({ kind: 'network' });
        return;
      }
      fail({ kind: 'ended' });
    };

    void read();
    return () => {
      abort.abort();
      body?.cancel().catch(() => undefined);
    };
  });
}
