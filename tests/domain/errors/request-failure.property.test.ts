import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type HttpMethod, type RequestContext, type RequestFailure, resolveRequestFailure } from '../../../domain/errors/request-failure';
import { RUNS } from '../../arbitraries/runs';

const method = fc.constantFrom<HttpMethod>('GET', 'POST', 'PUT', 'PATCH', 'DELETE');
const context: fc.Arbitrary<RequestContext> = fc.record({
  method,
  privateCall: fc.boolean(),
  knockOutCall: fc.boolean(),
  serverErrorNoticeEnabled: fc.boolean(),
  timeoutNoticeShowing: fc.boolean(),
});
const failure: fc.Arbitrary<RequestFailure> = fc.oneof(
  fc.constant({ kind: 'timeout' } as const),
  fc.constant({ kind: 'network' } as const),
  fc.record({
    kind: fc.constant('status' as const),
    status: fc.integer({ min: 200, max: 599 }),
    body: fc.option(fc.record({ code: fc.option(fc.constantFrom('unauthorized', 'reached_maximum_attempts', 'zzz'), { nil: undefined }) }), {
      nil: undefined,
    }),
  }),
);

describe('general request failures, properties', () => {
  it('a second timeout toast is never shown while one is showing', () => {
    fc.assert(
      fc.property(context, (ctx) => {
        const outcome = resolveRequestFailure({ kind: 'timeout' }, { ...ctx, timeoutNoticeShowing: true });
        expect(outcome.kind).toBe('silent');
      }),
      RUNS,
    );
  });

  it('non-GET status failures never notify (they are unauthorized or silent)', () => {
    fc.assert(
      fc.property(failure, context, (f, ctx) => {
        fc.pre(f.kind === 'status' && ctx.method !== 'GET');
        expect(resolveRequestFailure(f, ctx).kind).not.toBe('notify');
      }),
      RUNS,
    );
  });

  it("'an error occurred' is shown only for GET, status 500+ and the notice enabled", () => {
    fc.assert(
      fc.property(failure, context, (f, ctx) => {
        const outcome = resolveRequestFailure(f, ctx);
        if (outcome.kind === 'notify' && outcome.notice.code === 'server_error') {
          expect(f.kind === 'status' && f.status >= 500).toBe(true);
          expect(ctx.method).toBe('GET');
          expect(ctx.serverErrorNoticeEnabled).toBe(true);
        }
      }),
      RUNS,
    );
  });

  it('the session-expired flow starts only for private calls', () => {
    fc.assert(
      fc.property(failure, context, (f, ctx) => {
        if (resolveRequestFailure(f, ctx).kind === 'session_expired') expect(ctx.privateCall).toBe(true);
      }),
      RUNS,
    );
  });
});
