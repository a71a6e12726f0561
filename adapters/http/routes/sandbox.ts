import { emptyOk } from '../schemas/common';
import { armedFaultResponse, armedFaultsResponse, clockAdvance, clockResponse, faultRule } from '../schemas/sandbox';
import { route } from './route';

/**
 * (design) Sandbox-only controls, served only when the sandbox runs in test or demo mode: arm a
 * fault for the next calls to a path, list or clear them, reset the sandbox to its personas, and
 * move its clock ahead.
 */
export const sandboxRoutes = {
  sandboxArmFault: route('POST', '/api/sandbox/faults', armedFaultResponse, { body: faultRule }),
  sandboxListFaults: route('GET', '/api/sandbox/faults', armedFaultsResponse),
  sandboxClearFaults: route('DELETE', '/api/sandbox/faults', emptyOk),
  sandboxReset: route('POST', '/api/sandbox/reset', emptyOk),
  /** Moves the sandbox clock ahead (a lock ends, a review is decided) without waiting. */
  sandboxAdvanceClock: route('POST', '/api/sandbox/clock', clockResponse, { body: clockAdvance }),
} as const;
