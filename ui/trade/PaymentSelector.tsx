import { RadioGroup, Tabs } from 'radix-ui';
import { type PaymentOption } from '../../domain/payment/payment-option';
import { formatFiat } from '../../domain/format/money-format';
import { useT } from '../i18n/i18n';

interface Props {
  readonly options: readonly PaymentOption[];
  readonly selectedId: string | undefined;
  readonly onSelect: (id: string) => void;
}

/** The payment area: Cash (cash accounts) and Crypto tabs (spec 000 §2). */
export function PaymentSelector({ options, selectedId, onSelect }: Props) {
  const { t, locale } = useT();
  return (
    <fieldset className="payment">
      <legend>{t('buy.payWith')}</legend>
      <Tabs.Root defaultValue="cash">
        <Tabs.List className="tabs__list tabs__list--small" aria-label={t('buy.payWith')}>
          <Tabs.Trigger value="cash" className="tabs__trigger">
            {t('buy.tab.cash')}
          </Tabs.Trigger>
          <Tabs.Trigger value="crypto" className="tabs__trigger">
            {t('buy.tab.crypto')}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="cash" className="payment__panel">
          {options.length === 0 ? (
            <p className="hint">{t('buy.noPaymentOptions')}</p>
          ) : (
            <RadioGroup.Root className="options" value={selectedId ?? ''} onValueChange={onSelect} aria-label={t('buy.tab.cash')}>
              {options.map((option) => (
                <label key={option.id} className={`option${option.canSelect ? '' : ' option--disabled'}`}>
                  <RadioGroup.Item value={option.id} disabled={!option.canSelect} className="option__radio">
                    <RadioGroup.Indicator className="option__dot" />
                  </RadioGroup.Item>
                  <span className="option__text">
                    <span>{t('buy.wallet', { currency: option.currency })}</span>
                    <span className="hint">
                      {option.needSetUpWallet
                        ? t('buy.wallet.needSetup')
                        : option.needDeposit
                          ? t('buy.wallet.needDeposit')
                          : option.balance && formatFiat(option.balance, option.currency, locale)}
                    </span>
                  </span>
                </label>
              ))}
            </RadioGroup.Root>
          )}
        </Tabs.Content>
        <Tabs.Content value="crypto" className="payment__panel">
          <p className="hint">{t('buy.crypto.soon')}</p>
        </Tabs.Content>
      </Tabs.Root>
    </fieldset>
  );
}
