import { RadioGroup } from 'radix-ui';
import { formatFiat } from '../../../domain/format/money-format';
import { type PaymentOption } from '../../../domain/payment/payment-option';
import { useT } from '../../i18n/i18n';

interface Props {
  readonly options: readonly PaymentOption[];
  readonly selectedId: string | undefined;
  readonly onSelect: (id: string) => void;
}

/** How the basket is paid for: cash accounts, saved cards, Apple Pay, Google Pay (a radio group). */
export function BasketPaymentOptions({ options, selectedId, onSelect }: Props) {
  const { t, te, locale } = useT();
  const title = (option: PaymentOption) =>
    option.payMethod === 'fiat_wallet'
      ? t('basket.pay.cash', { currency: option.currency })
      : option.payMethod === 'credit_card'
        ? `${option.title} ${option.maskedCardNumber ?? ''}`.trim()
        : option.title;
  const detail = (option: PaymentOption) => {
    if (option.message !== undefined) return te(option.message);
    if (option.needSetUpWallet) return t('basket.pay.needSetup');
    if (option.needDeposit) return t('basket.pay.needDeposit');
    return option.balance === undefined ? undefined : formatFiat(option.balance, option.currency, locale);
  };
  return (
    <fieldset className="payment">
      <legend>{t('basket.payWith')}</legend>
      {options.length === 0 ? (
        <p className="hint">{t('basket.pay.none')}</p>
      ) : (
        <RadioGroup.Root className="options payment__panel" value={selectedId ?? ''} onValueChange={onSelect} aria-label={t('basket.payWith')}>
          {options.map((option) => (
            <label key={option.id} className={`option${option.canSelect ? '' : ' option--disabled'}`}>
              <RadioGroup.Item value={option.id} disabled={!option.canSelect} className="option__radio">
                <RadioGroup.Indicator className="option__dot" />
              </RadioGroup.Item>
              <span className="option__text">
                <span>{title(option)}</span>
                {detail(option) !== undefined && <span className="hint">{detail(option)}</span>}
              </span>
            </label>
          ))}
        </RadioGroup.Root>
      )}
    </fieldset>
  );
}
