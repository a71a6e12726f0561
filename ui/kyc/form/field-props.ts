import type { FieldError } from '../../../domain/kyc/field-validation';
import type { FormField } from '../../../domain/kyc/form-section';
import type { FieldValue, FormValues } from '../../../domain/kyc/form-values';

/** What every field of the form engine is drawn from. */
export interface FieldProps {
  readonly field: FormField;
  /** The control's id; its error is `${id}-error`, its label `${id}-label`. */
  readonly id: string;
  readonly label: string;
  readonly value: FieldValue | undefined;
  readonly values: FormValues;
  readonly disabled: boolean;
  /** The error shown (after a blur, a change or a submit), else undefined. */
  readonly error: string | undefined;
  readonly onChange: (value: FieldValue) => void;
  /** Sets another answer (an 'other' option's text). */
  readonly onAnswer: (name: string, value: FieldValue) => void;
  readonly onBlur: () => void;
}

/** The ids describing a control: its error when one shows. */
export const describedBy = (props: Pick<FieldProps, 'id' | 'error'>): string | undefined => (props.error === undefined ? undefined : `${props.id}-error`);

export type { FieldError };
