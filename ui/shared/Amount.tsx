import { amountDirection } from '../../domain/format/bidi';
import { formatCoin, formatFiat } from '../../domain/format/money-format';
import type { CurrencyCode } from '../../domain/money/currency';
import type { Dec } from '../../domain/money/decimal';
import { useT } from '../base/i18n/use-t';

interface Props {
  readonly amount: Dec;
  readonly currency: CurrencyCode;
  /** A fiat amount (rounded down to the currency's decimals) or a coin amount (up to 8 decimals). */
  readonly kind?: 'fiat' | 'coin';
  readonly className?: string;
}

/**
 * An amount as the domain formats it for the shown locale, isolated from the text around it
 * (`<bdi>`): amounts in the right-to-left currencies (AED, AFN, KWD, OMR, QAR, SAR, YER, spec 001
 * §9) are laid out right to left, all others left to right, whatever the page's direction, so a
 * sign, symbol or digits never swap places with the sentence. Digits are tabular (app.css), so a
 * changing amount does not move what follows it. Where markup cannot go (an accessible name, an
 * option), use domain/format/bidi.ts isolateAmount.
 */
export function Amount({ amount, currency, kind = 'fiat', className }: Props) {
  const { locale } = useT();
  const text = kind === 'fiat' ? formatFiat(amount, currency, locale) : formatCoin(amount, currency, locale);
  return (
    <bdi dir={amountDirection(currency)} className={className === undefined ? 'amount' : `amount ${className}`}>
      {text}
    </bdi>
  );
}
