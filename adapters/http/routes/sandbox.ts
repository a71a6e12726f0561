import { emptyOk } from '../schemas/common';
import { armedFaultResponse, armedFaultsResponse, clockAdvance, faultRule, sandboxClockResponse } from '../schemas/sandbox';
import { route } from './route';

/**
 * (design) Sandbox-only controls, served only when the sandbox runs in test or demo mode: arm a
 * fault for the next calls to a path, list or clear them, reset the sandbox to its personas, and
 * read or move its clock ahead (the work that falls due runs at once: settlements, vendors).
 */
export const sandboxRoutes = {
  sandboxArmFault: route('POST', '/api/sandbox/faults', armedFaultResponse, { body: faultRule }),
  sandboxListFaults: route('GET', '/api/sandbox/faults', armedFaultsResponse),
  sandboxClearFaults: route('DELETE', '/api/sandbox/faults', emptyOk),
  sandboxReset: route('POST', '/api/sandbox/reset', emptyOk),
  sandboxClock: route('GET', '/api/sandbox/clock', sandboxClockResponse),
  sandboxAdvanceClock: route('POST', '/api/sandbox/clock', sandboxClockResponse, { body: clockAdvance }),
} as const;
