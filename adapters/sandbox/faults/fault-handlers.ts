import { http, HttpResponse } from 'msw';
import { direct } from '../handlers/direct-route';
import type { SandboxRequest } from '../handlers/sandbox-request';
import type { FaultController } from './fault-controller';

export interface FaultInjectionOptions {
  /** How a delay fault waits; real time on the server, virtual time in tests. */
  readonly wait: (ms: number, cancel?: AbortSignal) => Promise<void>;
}

const messageOf = (message: string | undefined) => (message === undefined ? {} : { error_message: message });

/**
 * Answers a call with its armed fault, if any; otherwise lets it through to the sandbox. Placed
 * first among the handlers, so every route (and event stream) can be made to fail.
 */
export const faultInjector = (faults: FaultController, options: FaultInjectionOptions) => {
  const resolve = async (request: SandboxRequest): Promise<Response | undefined> => {
    if (faults.isEmpty()) return undefined;
    const path = new URL(request.url).pathname;
    if (path.startsWith('/api/sandbox/')) return undefined;
    const rule = faults.take(request.method, path);
    if (rule === undefined) return undefined;
    switch (rule.kind) {
      case 'error':
        return HttpResponse.json({ ok: false, error: rule.code ?? 'sandbox_fault', ...messageOf(rule.message) });
      case 'status':
        return HttpResponse.json({ ok: false, error: rule.code ?? 'internal_error', ...messageOf(rule.message) }, { status: rule.status ?? 500 });
      case 'delay':
        await options.wait(rule.delay_ms ?? 0);
        return undefined;
      case 'drop':
        return HttpResponse.error();
      case 'malformed':
        return new HttpResponse('{"ok": true, "truncated', { headers: { 'content-type': 'application/json' } });
      case 'close_streams':
      case 'disk_full':
        return undefined;
    }
  };
  return direct(
    http.all('*', ({ request }) => resolve(request)),
    { method: undefined, path: undefined, resolve },
  );
};
