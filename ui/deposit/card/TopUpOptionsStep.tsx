import { useState } from 'react';
import { quoteFor, type TopUpChoices } from '../../../application/deposit/top-up-choices';
import type { DepositFailure } from '../../../application/deposit/deposit-failure';
import { CARD_QUICK_AMOUNTS } from '../../../domain/deposit/top-up-options';
import { monthlyUsage } from '../../../domain/deposit/top-up-limits';
import { limitsTypeOf } from '../../../domain/deposit/top-up-method';
import { formatFiat } from '../../../domain/format/money-format';
import { acceptAmountInput } from '../../../domain/money/amount-input';
import { fiatFractionDigits } from '../../../domain/money/currency';
import { dec, isDecimalString } from '../../../domain/money/decimal';
import { lastFourDigits } from '../../../domain/payment/saved-card';
import { useServices } from '../../base/services-context';
import { useT } from '../../base/i18n/use-t';
import { AmountInput } from '../../shared/fields/AmountInput';
import { PaymentMark } from '../../shared/PaymentMark';
import { RadioChoice, RadioChoiceGroup } from '../../shared/RadioChoice';
import { useDepositFailureText } from '../FailureText';

/**
 * TOP_UP_OPTIONS (spec 001 §2, §5): the saved cards (expired or rejected ones disabled), the
 * amount with the quick amounts 25, 50, 100, 500 and the limits of the card's type (per top-up
 * and used / max this month); Continue creates the order once the amount passes the limits.
 */
export function TopUpOptionsStep({ choices }: { readonly choices: TopUpChoices }) {
  const { cardTopUp } = useServices();
  const { t, locale } = useT();
  const failureText = useDepositFailureText();
  const { currency } = choices;
  const cards = choices.options.flatMap((o) => (o.kind === 'card' ? [o] : []));
  const [cardId, setCardId] = useState(cards.find((c) => c.selectable)?.card.id ?? '');
  const [amount, setAmount] = useState('');
  const [touched, setTouched] = useState(false);
  const [failure, setFailure] = useState<DepositFailure | undefined>(undefined);
  const [creating, setCreating] = useState(false);
  const card = cards.find((c) => c.card.id === cardId)?.card;
  const method = card?.type ?? 'credit_card';
  const limits = choices.limits[limitsTypeOf(method)];
  const quote = quoteFor(choices, isDecimalString(amount) ? dec(amount) : undefined, method);
  const money = (value: Parameters<typeof formatFiat>[0]) => formatFiat(value, currency, locale);
  const usage = monthlyUsage(limits);
  const create = async () => {
    setTouched(true);
    if (!quote.ok || card === undefined) return;
    setCreating(true);
    const created = await cardTopUp.createOrder(quote.value, card.id);
    setCreating(false);
    setFailure(created.ok ? undefined : created.error);
  };
  if (cards.length === 0) return <p className="deposit__state">{t('deposit.card.noCards')}</p>;
  return (
    <form
      className="top-up"
      onSubmit={(event) => {
        event.preventDefault();
        void create();
      }}
    >
      <RadioChoiceGroup className="options" value={cardId} onValueChange={setCardId} label={t('deposit.card.payWith')}>
        {cards.map(({ card: c, selectable }) => (
          <label key={c.id} className={`option${selectable ? '' : ' option--disabled'}`}>
            <RadioChoice value={c.id} disabled={!selectable} className="option__radio" />
            <PaymentMark id={c.brand} />
            <span className="option__text">
              <span>{t('deposit.card.card', { brand: c.brand.toUpperCase(), lastFour: lastFourDigits(c.maskedCardNumber) })}</span>
              <span className="hint">{t(c.type === 'debit_card' ? 'deposit.card.debit' : 'deposit.card.credit')}</span>
            </span>
          </label>
        ))}
      </RadioChoiceGroup>
      <div className="field">
        <label htmlFor="top-up-amount">{t('deposit.card.amount', { currency })}</label>
        <AmountInput
          id="top-up-amount"
          value={amount}
          onType={(typed) => setAmount(acceptAmountInput(amount, typed, fiatFractionDigits(currency)).value)}
          invalid={touched && !quote.ok}
          describedBy={['top-up-limits', touched && !quote.ok && 'top-up-error']}
        />
        <div className="quick-amounts" role="group" aria-label={t('deposit.card.quick')}>
          {CARD_QUICK_AMOUNTS.map((quick) => (
            <button key={quick.toFixed()} type="button" className="button button--ghost button--small" onClick={() => setAmount(quick.toFixed())}>
              {money(quick)}
            </button>
          ))}
        </div>
        <p id="top-up-limits" className="hint top-up__limits">
          {limits?.minTransactionAmount !== undefined && limits.maxTransactionAmount !== undefined && (
            <span>{t('deposit.card.limits', { min: money(limits.minTransactionAmount), max: money(limits.maxTransactionAmount) })}</span>
          )}
          {usage !== undefined && <span>{t('deposit.card.monthly', { used: money(usage.used), max: money(usage.max) })}</span>}
        </p>
        {touched && !quote.ok && (
          <p id="top-up-error" className="field__error" role="alert">
            {failureText(quote.error)}
          </p>
        )}
      </div>
      {failure !== undefined && (
        <p className="field__error" role="alert">
          {failureText(failure)}
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={creating || card === undefined} aria-busy={creating}>
        {t('deposit.card.continue')}
      </button>
    </form>
  );
}
