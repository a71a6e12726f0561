import type { SetupFailure } from '../../domain/kyc/cash-setup-routing';
import type { ApiError } from '../ports/api-error';

const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

/**
 * A refused setup call as the setup flow routes it (spec 001 §8 "Cash account setup"): the
 * business code with the restriction header and display type a manual_restricted_feature
 * carries in meta, and the server's message. Choice: a transport failure or a refused session
 * is its kind as the code, which the flow treats as any other code (continue on the app).
 */
export function setupFailureOf(error: ApiError): SetupFailure {
  if (error.kind !== 'business') return { code: error.kind };
  const header = text(error.meta.header);
  const displayType = text(error.meta.display_type);
  const message = error.message;
  return {
    code: error.code,
    ...(header === undefined ? {} : { header }),
    ...(displayType === undefined ? {} : { displayType }),
    ...(message === undefined ? {} : { message }),
  };
}
