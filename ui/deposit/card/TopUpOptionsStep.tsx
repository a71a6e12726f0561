import { useState } from 'react';
import { quoteFor, type TopUpChoices } from '../../../application/deposit/top-up-choices';
import type { DepositFailure } from '../../../application/deposit/deposit-failure';
import { CARD_QUICK_AMOUNTS } from '../../../domain/deposit/top-up-options';
import { monthlyUsage } from '../../../domain/deposit/top-up-limits';
import { limitsTypeOf, type TopUpMethod } from '../../../domain/deposit/top-up-method';
import { formatFiat } from '../../../domain/format/money-format';
import { acceptAmountInput } from '../../../domain/money/amount-input';
import { fiatFractionDigits } from '../../../domain/money/currency';
import { decOrUndefined } from '../../../domain/money/decimal';
import { useServices } from '../../base/services-context';
import { useT } from '../../base/i18n/use-t';
import { AmountInput } from '../../shared/fields/AmountInput';
import { useDepositFailureText } from '../FailureText';
import { TopUpOptionList } from './TopUpOptionList';
import { StepError, ContinueButton } from '../StepControls';

/** The option a radio value names: a saved card's id, or a wallet sheet. */
export const WALLET_OPTIONS = ['apple_pay', 'google_pay'] as const;

/**
 * TOP_UP_OPTIONS (spec 001 §2, §5): the saved cards (expired or rejected ones disabled), Apple Pay
 * and Google Pay where enabled and supported, Add debit card (under 5 debit cards), the edit mode
 * that removes credit cards, the amount with the quick amounts 25, 50, 100, 500 and the limits of
 * the chosen type (per top-up and used / max this month); Continue creates the order once the amount
 * passes the limits.
 */
export function TopUpOptionsStep({ choices, preferred }: { readonly choices: TopUpChoices; readonly preferred: string | undefined }) {
  const { cardTopUp } = useServices();
  const { t, locale } = useT();
  const failureText = useDepositFailureText();
  const { currency } = choices;
  const cards = choices.options.flatMap((o) => (o.kind === 'card' ? [o] : []));
  const wallets = choices.options.flatMap((o) => (o.kind === 'apple_pay' || o.kind === 'google_pay' ? [o.kind] : []));
  const firstChoice = cards.find((c) => c.selectable && c.card.id === preferred)?.card.id ?? cards.find((c) => c.selectable)?.card.id ?? wallets[0] ?? '';
  const [choice, setChoice] = useState(firstChoice);
  const [amount, setAmount] = useState('');
  const [touched, setTouched] = useState(false);
  const [failure, setFailure] = useState<DepositFailure | undefined>(undefined);
  const [creating, setCreating] = useState(false);
  const card = cards.find((c) => c.card.id === choice)?.card;
  const wallet = WALLET_OPTIONS.find((w) => w === choice && wallets.includes(w));
  const method: TopUpMethod = wallet ?? card?.type ?? 'credit_card';
  const limits = choices.limits[limitsTypeOf(method)];
  const quote = quoteFor(choices, decOrUndefined(amount), method);
  const money = (value: Parameters<typeof formatFiat>[0]) => formatFiat(value, currency, locale);
  const usage = monthlyUsage(limits);
  const create = async () => {
    setTouched(true);
    if (!quote.ok || (card === undefined && wallet === undefined)) return;
    setCreating(true);
    const created = await cardTopUp.createOrder(quote.value, card?.id);
    setCreating(false);
    setFailure(created.ok ? undefined : created.error);
  };
  const payable = card !== undefined || wallet !== undefined;
  return (
    <form
      className="top-up"
      onSubmit={(event) => {
        event.preventDefault();
        void create();
      }}
    >
      <TopUpOptionList choices={choices} value={choice} onChange={setChoice} />
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
        {touched && !quote.ok && <StepError id="top-up-error">{failureText(quote.error)}</StepError>}
      </div>
      {failure !== undefined && <StepError>{failureText(failure)}</StepError>}
      <ContinueButton busy={creating} disabled={!payable} />
    </form>
  );
}
