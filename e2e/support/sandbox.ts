import { expect, type APIRequestContext } from '@playwright/test';

/** Every persona back to its start (the sandbox's test-mode control endpoint), so a journey does not see another's changes. */
export async function resetSandbox(request: APIRequestContext): Promise<void> {
  expect((await request.post('/api/sandbox/reset')).ok()).toBe(true);
}

/** A fault the sandbox serves to the next matching calls (README "Faults on demand"). */
export interface SandboxFault {
  readonly path: string;
  readonly kind: 'error' | 'status' | 'delay' | 'drop' | 'malformed' | 'close_streams';
  readonly method?: string;
  readonly code?: string;
  readonly status?: number;
  readonly times?: number;
}

export async function armFault(request: APIRequestContext, fault: SandboxFault): Promise<void> {
  expect((await request.post('/api/sandbox/faults', { data: fault })).ok()).toBe(true);
}

/** Moves the sandbox clock ahead (test-mode control): deposits settle and vendors get created without waiting real time. */
export async function advanceSandboxClock(request: APIRequestContext, ms: number): Promise<void> {
  expect((await request.post('/api/sandbox/clock', { data: { advance_ms: ms } })).ok()).toBe(true);
}
