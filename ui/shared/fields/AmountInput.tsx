import type { InputHTMLAttributes, Ref } from 'react';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type' | 'inputMode' | 'aria-invalid' | 'aria-describedby'> {
  readonly id: string;
  /** The text as the service keeps it (after its amount-input rule). */
  readonly value: string;
  /** Each keystroke's text, for the service's amount-input rule to accept, trim or refuse. */
  readonly onType: (text: string) => void;
  readonly invalid?: boolean;
  /** The ids of what describes the field (hint, error, refused keystroke); empty ones are left out. */
  readonly describedBy?: readonly (string | false | undefined)[];
  readonly ref?: Ref<HTMLInputElement>;
}

/**
 * The one amount field every form uses (trade, baskets, sell, deposits, top-up): a decimal
 * keyboard on phones, no autofill, the big tabular figures of `.input--amount`, and the field's
 * error and hints tied to it. What may be typed is the domain's rule, applied by the service the
 * field reports each keystroke to; the field itself keeps no amount.
 */
export function AmountInput({ id, value, onType, invalid = false, describedBy = [], ref, className, ...rest }: Props) {
  const described = describedBy.filter((entry): entry is string => typeof entry === 'string' && entry !== '').join(' ');
  return (
    <input
      {...rest}
      ref={ref}
      id={id}
      className={className === undefined ? 'input input--amount' : `input input--amount ${className}`}
      inputMode="decimal"
      autoComplete="off"
      placeholder={rest.placeholder ?? '0'}
      value={value}
      aria-invalid={invalid}
      aria-describedby={described === '' ? undefined : described}
      onChange={(event) => onType(event.target.value)}
    />
  );
}
