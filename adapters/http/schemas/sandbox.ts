import * as z from 'zod/mini';

/**
 * A fault to inject into the next `times` calls matching a path (and method): a business error
 * code (HTTP 200, body not ok), an HTTP status, a delay before the normal answer, a dropped
 * connection, a malformed body, or closing every open event stream. `disk_full` makes the next
 * `times` writes of the state journal fail with ENOSPC instead (path and method are not used:
 * give `*`), as a full or read-only disk would; it needs a state file (`--state`).
 */
export const faultRule = z.object({
  /** A path as the routes table writes it (`{id}` matches one segment), or a prefix ending in `*`. */
  path: z.string().check(z.minLength(1)),
  method: z.optional(z.enum(['GET', 'POST', 'PUT', 'DELETE'])),
  times: z._default(z.int().check(z.minimum(1), z.maximum(1000)), 1),
  kind: z.enum(['error', 'status', 'delay', 'drop', 'malformed', 'close_streams', 'disk_full']),
  /** For `error`: the catalogue code; for `status`: an optional code in the body. */
  code: z.optional(z.string()),
  /** For `error` and `status`: the server's message in the body (error_message), as some codes show it. */
  message: z.optional(z.string()),
  /** For `status`. */
  status: z.optional(z.int().check(z.minimum(400), z.maximum(599))),
  /** For `delay`: milliseconds before the normal answer. */
  delay_ms: z.optional(z.int().check(z.minimum(0), z.maximum(120_000))),
});

export type FaultRule = z.output<typeof faultRule>;

const armedFault = z.object({ id: z.number(), remaining: z.number(), rule: z.record(z.string(), z.unknown()) });
export const armedFaultResponse = z.object({ ok: z.literal(true), fault: armedFault });
export const armedFaultsResponse = z.object({ ok: z.literal(true), faults: z.array(armedFault) });

/** Moves the sandbox clock ahead (test and demo mode): at most a day at a time. */
export const clockAdvance = z.object({ advance_ms: z.int().check(z.minimum(0), z.maximum(86_400_000)) });
/** The sandbox clock now, in epoch milliseconds. */
export const sandboxClockResponse = z.object({ ok: z.literal(true), now: z.number() });
