import { describe, expect, it } from 'vitest';
import { StreamFailureError } from '../../../application/ports/price-stream-port';
import { type SseFrame, sseConnection$ } from '../../../adapters/sse/sse-connection';
import { settle } from '../../support/virtual-time';

/** A fetch answering with a body the test writes chunk by chunk, recording the request. */
function streamingFetch(init: { status?: number; contentType?: string } = {}) {
  const encoder = new TextEncoder();
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  let cancelled = false;
  const requests: { url: string; init: RequestInit | undefined }[] = [];
  const body = new ReadableStream<Uint8Array>({
    start: (c) => {
      controller = c;
    },
    cancel: () => {
      cancelled = true;
    },
  });
  const fetchFn: typeof fetch = (input, requestInit) => {
    requests.push({ url: typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, init: requestInit });
    return Promise.resolve(
      new Response(body, { status: init.status ?? 200, headers: { 'content-type': init.contentType ?? 'text/event-stream; charset=utf-8' } }),
    );
  };
  return {
    fetchFn,
    requests,
    write: (text: string) => controller?.enqueue(encoder.encode(text)),
    end: () => controller?.close(),
    isCancelled: () => cancelled,
  };
}

function open(fetchFn: typeof fetch) {
  const frames: SseFrame[] = [];
  const errors: unknown[] = [];
  const subscription = sseConnection$('/stream?a=1', fetchFn).subscribe({ next: (f) => frames.push(f), error: (e) => errors.push(e) });
  const failure = () => (errors[0] instanceof StreamFailureError ? errors[0].failure : undefined);
  return { frames, errors, subscription, failure };
}

describe('sseConnection$', () => {
  it('sends GET with credentials included and Accept text/event-stream', async () => {
    const server = streamingFetch();
    open(server.fetchFn);
    await settle();
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]?.url).toBe('/stream?a=1');
    expect(server.requests[0]?.init).toMatchObject({ method: 'GET', credentials: 'include', headers: { accept: 'text/event-stream' } });
  });

  it('parses events split across chunks, comments as heartbeats and retry hints', async () => {
    const server = streamingFetch();
    const { frames } = open(server.fetchFn);
    server.write('retry: 2500\n\nevent: msg\nda');
    server.write('ta: {"a":\ndata: 1}\n\n: keep-alive\n\ndata: plain\n\n');
    await settle();
    expect(frames).toEqual([
      { kind: 'open' },
      { kind: 'retry', ms: 2500 },
      { kind: 'event', event: 'msg', data: '{"a":\n1}' },
      { kind: 'comment' },
      { kind: 'event', event: 'message', data: 'plain' },
    ]);
  });

  it('fails with ended when the server closes the stream', async () => {
    const server = streamingFetch();
    const { failure } = open(server.fetchFn);
    server.end();
    await settle();
    expect(failure()).toEqual({ kind: 'ended' });
  });

  it.each([
    [401, 'text/event-stream', { kind: 'unauthorized' }],
    [503, 'text/event-stream', { kind: 'server', status: 503 }],
    [404, 'application/json', { kind: 'refused', status: 404 }],
    [200, 'text/html', { kind: 'refused', status: 200 }],
  ])('an answer %i %s is not read: %o', async (status, contentType, expected) => {
    const server = streamingFetch({ status, contentType });
    const { failure, frames } = open(server.fetchFn);
    await settle();
    expect(failure()).toEqual(expected);
    expect(frames).toEqual([]);
    expect(server.isCancelled()).toBe(true);
  });

  it('a fetch that rejects is a network failure', async () => {
    const { failure } = open(() => Promise.reject(new TypeError('fetch failed')));
    await settle();
    expect(failure()).toEqual({ kind: 'network' });
  });

  it('unsubscribing aborts the request and cancels the body; nothing is emitted afterwards', async () => {
    const server = streamingFetch();
    const { frames, errors, subscription } = open(server.fetchFn);
    await settle();
    subscription.unsubscribe();
    await settle();
    expect((server.requests[0]?.init?.signal as AbortSignal).aborted).toBe(true);
    expect(server.isCancelled()).toBe(true);
    expect(frames).toEqual([{ kind: 'open' }]);
    expect(errors).toEqual([]);
  });

  it('unsubscribing before the answer arrives aborts the request without an error', async () => {
    let signal: AbortSignal | undefined;
    const pending: typeof fetch = (_input, init) =>
      new Promise((_resolve, reject) => {
        signal = init?.signal ?? undefined;
        signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      });
    const { errors, subscription } = open(pending);
    subscription.unsubscribe();
    await settle();
    expect(signal?.aborted).toBe(true);
    expect(errors).toEqual([]);
  });

  it('an answer arriving after unsubscribe (a fetch that ignores the abort) is cancelled unread', async () => {
    const server = streamingFetch();
    const { frames, errors, subscription } = open(server.fetchFn);
    subscription.unsubscribe();
    await settle();
    expect(server.isCancelled()).toBe(true);
    expect(frames).toEqual([]);
    expect(errors).toEqual([]);
  });
});
