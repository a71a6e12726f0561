import { lastFourDigits } from '../../../domain/payment/saved-card';
import { formatMoney } from '../../../domain/format/money-format';
import type { PaymentOption } from '../../../domain/payment/payment-option';
import { useT } from '../../base/i18n/use-t';
import { PaymentMark } from '../../shared/PaymentMark';
import { RadioChoice } from '../../shared/RadioChoice';
import { useServices } from '../../base/services-context';

interface Props {
  readonly option: PaymentOption;
  readonly editing: boolean;
  /** A credit card that can be deleted in edit mode. */
  readonly deletable: boolean;
  readonly onDelete: (optionId: string) => void;
  /** A click on the radio, also when it is already checked (its default selection then becomes the customer's choice). */
  readonly onSelect: (optionId: string) => void;
}

/** What an option is called (spec 000 §3 payment option title): a card by brand and last digits, a wallet by currency. */
export function useOptionTitle(): (option: PaymentOption) => string {
  const { t } = useT();
  return (option) => {
    switch (option.payMethod) {
      case 'credit_card':
        return t('buy.card', { brand: option.title, lastFour: lastFourDigits(option.maskedCardNumber ?? '') });
      case 'fiat_wallet':
        return t('buy.wallet', { currency: option.currency });
      case 'apple_pay':
        return t('buy.applePay');
      case 'google_pay':
        return t('buy.googlePay');
      case 'crypto_wallet':
        return t('buy.cryptoWallet', { currency: option.currency });
    }
  };
}

/**
 * One payment option: a radio with the option's title and its subtitle (a card's message when it
 * cannot be used, a wallet's balance or the prompt it needs), and in edit mode a delete button
 * for a credit card. An option that cannot be selected is shown disabled with its reason; a cash
 * account with nothing in it offers a Deposit button (the deposit modal, spec 001 §2).
 */
export function PaymentOptionRow({ option, editing, deletable, onDelete, onSelect }: Props) {
  const { t, te, locale } = useT();
  const { depositLauncher } = useServices();
  const title = useOptionTitle()(option);
  const subtitle =
    option.message !== undefined
      ? te(option.message)
      : option.needSetUpWallet
        ? t('buy.wallet.needSetup')
        : option.needDeposit
          ? t('buy.wallet.needDeposit')
          : option.balance !== undefined
            ? t('buy.available', { amount: formatMoney(option.balance, option.currency, option.payMethod === 'crypto_wallet', locale) })
            : undefined;
  return (
    <div className={`option${option.canSelect ? '' : ' option--disabled'}`}>
      <label className="option__label">
        <RadioChoice value={option.id} disabled={!option.canSelect} className="option__radio" onClick={() => onSelect(option.id)} />
        <PaymentMark id={option.icon} />
        <span className="option__text">
          <span>{title}</span>
          {subtitle !== undefined && <span className={option.message === undefined ? 'hint' : 'option__message'}>{subtitle}</span>}
        </span>
      </label>
      {option.payMethod === 'fiat_wallet' && option.needDeposit && !option.needSetUpWallet && (
        <button
          type="button"
          className="button button--ghost button--small"
          aria-haspopup="dialog"
          aria-label={t('buy.wallet.depositLabel', { currency: option.currency })}
          onClick={() => depositLauncher.open({ currency: option.currency })}
        >
          {t('buy.wallet.deposit')}
        </button>
      )}
      {editing && deletable && (
        <button
          type="button"
          className="button button--ghost button--small"
          aria-label={t('buy.deleteCard', { card: title })}
          onClick={() => onDelete(option.id)}
        >
          {t('buy.delete.short')}
        </button>
      )}
    </div>
  );
}
