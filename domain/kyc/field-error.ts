import type { ErrorCode } from '../errors/error-codes';

/** Why a field's answer is refused, with what the message needs (spec 001 §5, "Dynamic forms"). */
export type FieldError =
  | { readonly code: typeof ErrorCode.fieldRequired; readonly field: string; readonly placeholder: string | undefined }
  | { readonly code: typeof ErrorCode.checkboxRequired; readonly field: string }
  | { readonly code: typeof ErrorCode.fieldInvalid; readonly field: string }
  | { readonly code: typeof ErrorCode.fieldPatternMismatch; readonly field: string; readonly messageKey: string | undefined }
  | { readonly code: typeof ErrorCode.otherTextInvalid; readonly field: string; readonly messageKey: string | undefined }
  | { readonly code: typeof ErrorCode.tooManySelections; readonly field: string; readonly max: number }
  | { readonly code: typeof ErrorCode.optionBlocked; readonly field: string }
  | { readonly code: typeof ErrorCode.integerRequired; readonly field: string }
  | { readonly code: typeof ErrorCode.unsupportedFieldType; readonly field: string; readonly inputType: string };
