import { describe, expect, it } from 'vitest';
import { setupFailureOf } from '../../../application/kyc/setup-failure';
import { businessError } from '../../../application/ports/api-error';
import { routeFailure } from '../../../domain/kyc/cash-setup-routing';

describe('setupFailureOf: a refused setup call as the setup flow routes it (spec 001 §8)', () => {
  it('carries the restriction header of manual_restricted_feature, so it routes by header', () => {
    const failure = setupFailureOf(
      businessError('manual_restricted_feature', { meta: { header: 'pending', display_type: 'direct_launch', triggered_by: 'x' } }),
    );
    expect(failure).toEqual({ code: 'manual_restricted_feature', header: 'pending', displayType: 'direct_launch' });
    expect(routeFailure(failure)).toEqual({ to: 'PENDING_AFTER_SUBMISSION' });
  });

  it('carries the server message (ssn_unmatch_error shows it) and makes a transport failure a code of its own', () => {
    expect(setupFailureOf(businessError('ssn_unmatch_error', { message: 'no match' }))).toEqual({ code: 'ssn_unmatch_error', message: 'no match' });
    expect(routeFailure(setupFailureOf({ kind: 'timeout' }))).toEqual({ to: 'CONTINUE_ON_THE_APP' });
  });
});
