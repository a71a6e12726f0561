import type { PaymentOption } from '../../../domain/payment/payment-option';
import { useT } from '../../base/i18n/use-t';
import { RadioChoiceGroup } from '../../shared/RadioChoice';
import { PaymentOptionRow } from '../buy/PaymentOptionRow';

interface Props {
  readonly options: readonly PaymentOption[];
  readonly selectedId: string | undefined;
  readonly onSelect: (id: string) => void;
}

/** How the basket is paid for: cash accounts, saved cards, Apple Pay, Google Pay, drawn as the coin Buy draws its options. */
export function BasketPaymentOptions({ options, selectedId, onSelect }: Props) {
  const { t } = useT();
  return (
    <fieldset className="payment">
      <legend>{t('basket.payWith')}</legend>
      {options.length === 0 ? (
        <p className="hint">{t('basket.pay.none')}</p>
      ) : (
        <RadioChoiceGroup className="options payment__panel" value={selectedId ?? ''} onValueChange={onSelect} label={t('basket.payWith')}>
          {options.map((option) => (
            <PaymentOptionRow key={option.id} option={option} editing={false} deletable={false} onDelete={() => undefined} onSelect={onSelect} />
          ))}
        </RadioChoiceGroup>
      )}
    </fieldset>
  );
}
