import { useState } from 'react';
import type { DepositFailure } from '../../../application/deposit/deposit-failure';
import type { PullDepositData } from '../../../application/deposit/pull-deposit-service';
import { canPullFrom } from '../../../domain/deposit/bank-link-status';
import { formatFiat } from '../../../domain/format/money-format';
import { acceptAmountInput } from '../../../domain/money/amount-input';
import { fiatFractionDigits } from '../../../domain/money/currency';
import { decOrUndefined } from '../../../domain/money/decimal';
import { useServices } from '../../base/services-context';
import { useT } from '../../base/i18n/use-t';
import { AmountInput } from '../../shared/fields/AmountInput';
import { RadioChoice, RadioChoiceGroup } from '../../shared/RadioChoice';
import { useDepositFailureText } from '../FailureText';
import { StepError, ContinueButton } from '../StepControls';

/**
 * The Deposit view: a linked bank account to pull from (active or completed) and the amount within
 * the limits and quotas. It starts from the last refused order's amount and account (the draft) and
 * stays as typed while the accounts are read again; the chosen account falls back to the first
 * pullable one when it can no longer be pulled from.
 */
export function PullAmountStep({ data }: { readonly data: PullDepositData }) {
  const { pullDeposit } = useServices();
  const { t, locale } = useT();
  const failureText = useDepositFailureText();
  const { currency, overview } = data;
  const [draft] = useState(() => pullDeposit.state.getSnapshot().draft);
  const pullable = data.bankAccounts.filter((account) => canPullFrom(account.group));
  const [chosenId, setAccountId] = useState(draft?.bankAccountId);
  const accountId = pullable.find((account) => account.id === chosenId)?.id ?? pullable[0]?.id ?? '';
  const [amount, setAmount] = useState(draft?.amount.toFixed() ?? '');
  const [failure, setFailure] = useState<DepositFailure | undefined>(undefined);
  const [creating, setCreating] = useState(false);
  const money = (value: Parameters<typeof formatFiat>[0]) => formatFiat(value, currency, locale);
  const submit = async () => {
    const request = pullDeposit.check(data, accountId === '' ? undefined : accountId, decOrUndefined(amount));
    if (!request.ok) return setFailure(request.error);
    setCreating(true);
    const created = await pullDeposit.createOrder(data, request.value);
    setCreating(false);
    setFailure(created.ok ? undefined : created.error);
  };
  return (
    <form
      className="top-up"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <RadioChoiceGroup className="options" value={accountId} onValueChange={setAccountId} label={t('deposit.pull.from')}>
        {pullable.map((account) => (
          <label key={account.id} className="option">
            <RadioChoice value={account.id} className="option__radio" />
            <span className="option__text">
              <span>{t('deposit.pull.account', { bank: account.bankName, mask: account.maskedAccountIdentifier })}</span>
              <span className="hint">{t(account.group === 'completed' ? 'deposit.bank.group.completed' : 'deposit.bank.group.active')}</span>
            </span>
          </label>
        ))}
      </RadioChoiceGroup>
      <div className="field">
        <label htmlFor="pull-amount">{t('deposit.card.amount', { currency })}</label>
        <AmountInput
          id="pull-amount"
          value={amount}
          onType={(typed) => setAmount(acceptAmountInput(amount, typed, fiatFractionDigits(currency)).value)}
          invalid={failure !== undefined}
          describedBy={['pull-limits', failure !== undefined && 'pull-error']}
        />
        <p id="pull-limits" className="hint top-up__limits">
          <span>{t('deposit.pull.limits', { min: money(overview.minimumDepositAmount), max: money(overview.maximumTransactionAmount) })}</span>
          <span>{t('deposit.pull.remaining', { count: overview.remainingDailyCount, amount: money(overview.remainingDailyQuota) })}</span>
        </p>
        {failure !== undefined && <StepError id="pull-error">{failureText(failure)}</StepError>}
      </div>
      <ContinueButton busy={creating} />
    </form>
  );
}
