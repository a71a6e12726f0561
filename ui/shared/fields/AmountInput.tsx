import type { InputHTMLAttributes, Ref } from 'react';
import { localAmountText, readAmountText } from '../../../domain/money/locale-amount-text';
import { useT } from '../../base/i18n/use-t';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type' | 'inputMode' | 'aria-invalid' | 'aria-describedby'> {
  readonly id: string;
  /** The text as the service keeps it (after its amount-input rule): a dot-decimal amount. */
  readonly value: string;
  /** Each keystroke's text read in the page's locale (dot-decimal), for the service's amount-input rule to accept, trim or refuse. */
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
 * field reports each keystroke to; the field itself keeps no amount. The field speaks the page's
 * locale (domain/money/locale-amount-text.ts): in German it shows "12,5" and reports "12.5".
 */
export function AmountInput({ id, value, onType, invalid = false, describedBy = [], ref, className, ...rest }: Props) {
  const { locale } = useT();
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
      value={localAmountText(value, locale)}
      aria-invalid={invalid}
      aria-describedby={described === '' ? undefined : described}
      onChange={(event) => onType(readAmountText(event.target.value, locale))}
    />
  );
}
