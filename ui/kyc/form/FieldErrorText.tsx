import { ErrorCode } from '../../../domain/errors/error-codes';
import type { FieldError } from '../../../domain/kyc/field-validation';
import { useT } from '../../base/i18n/use-t';
import { useServerText } from '../use-server-text';

/**
 * A field error's message from the spec's catalogue (domain/errors): 'is required', 'is invalid',
 * the field's own regex error when the server names one, the selection limit.
 */
export function useFieldErrorText(): (error: FieldError) => string {
  const { te } = useT();
  const ts = useServerText();
  return (error) => {
    switch (error.code) {
      case ErrorCode.fieldPatternMismatch:
      case ErrorCode.otherTextInvalid:
        return error.messageKey === undefined ? te(error.code) : ts(error.messageKey);
      case ErrorCode.tooManySelections:
        return te(error.code, { max: error.max });
      default:
        return te(error.code);
    }
  };
}

/** The error under a field, tied to it by id (aria-describedby). */
export function FieldErrorLine({ id, error }: { readonly id: string; readonly error: string | undefined }) {
  if (error === undefined) return null;
  return (
    <p id={`${id}-error`} className="field-error">
      {error}
    </p>
  );
}
