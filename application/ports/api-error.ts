import type { LocalizedMessage } from '../../domain/errors/l10n-error';
import type { Result } from '../../domain/shared/result';

/** Why a call to the backend did not produce its value; adapters translate the wire into this. */
export type ApiError =
  | {
      readonly kind: 'business';
      readonly code: string;
      readonly message: string | undefined;
      readonly l10n: LocalizedMessage | undefined;
      readonly meta: Readonly<Record<string, unknown>>;
    }
  | { readonly kind: 'unauthorized' }
  | { readonly kind: 'timeout' }
  | { readonly kind: 'network' }
  /** The caller aborted the call (its AbortSignal): nothing to show, the caller has moved on. */
  | { readonly kind: 'aborted' }
  | { readonly kind: 'server'; readonly status: number }
  | { readonly kind: 'schema'; readonly path: string; readonly field: string; readonly issue: string };

export type ApiResult<T> = Result<T, ApiError>;

export const businessError = (code: string, extra: Partial<Omit<Extract<ApiError, { kind: 'business' }>, 'kind' | 'code'>> = {}): ApiError => ({
  kind: 'business',
  code,
  message: extra.message,
  l10n: extra.l10n,
  meta: extra.meta ?? {},
});
