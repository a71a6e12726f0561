import { useEffect, useState } from 'react';
import type { DepositFailure } from '../../../application/deposit/deposit-failure';
import type { TopUpChoices } from '../../../application/deposit/top-up-choices';
import type { CurrencyCode } from '../../../domain/money/currency';
import { formatFiat } from '../../../domain/format/money-format';
import { useServices } from '../../base/services-context';
import { useStore } from '../../base/use-store';
import { useT } from '../../base/i18n/use-t';
import { Loader } from '../../shared/Loader';
import { PaymentFrameDialog } from '../../payments/PaymentFrameDialog';
import { useDepositFailureText } from '../FailureText';
import { TopUpConfirmStep } from './TopUpConfirmStep';
import { TopUpOptionsStep } from './TopUpOptionsStep';
import { TopUpPasscodeStep } from './TopUpPasscodeStep';

/**
 * The card top-up (spec 001 §2, §4): the service's steps TOP_UP_OPTIONS, CONFIRM_DEPOSIT,
 * PASSCODE, the bank's 3-D Secure page in the 576-high payment frame, then SUCCESS (the balances
 * reload) or ERROR with a way back to the options. Leaving the modal starts it over.
 */
export function CardTopUp({ currency }: { readonly currency: CurrencyCode }) {
  const { cardTopUp } = useServices();
  const state = useStore(cardTopUp.state);
  const { t, locale } = useT();
  const failureText = useDepositFailureText();
  const [attempt, setAttempt] = useState(0);
  const key = `${currency}:${String(attempt)}`;
  const [loaded, setLoaded] = useState<{ readonly key: string; readonly choices?: TopUpChoices; readonly failure?: DepositFailure } | undefined>(undefined);
  useEffect(() => {
    let current = true;
    void cardTopUp.choices(currency).then((answer) => {
      if (current) setLoaded(answer.ok ? { key, choices: answer.value } : { key, failure: answer.error });
    });
    return () => {
      current = false;
      cardTopUp.close();
    };
  }, [cardTopUp, currency, key]);
  if (loaded?.key !== key) return <Loader />;
  if (loaded.choices === undefined) {
    return (
      <div className="deposit__state" role="alert">
        <p>{loaded.failure === undefined ? '' : failureText(loaded.failure)}</p>
        <button type="button" className="button button--primary" onClick={() => setAttempt((n) => n + 1)}>
          {t('deposit.retry')}
        </button>
      </div>
    );
  }
  const { step, order } = state;
  switch (step.step) {
    case 'TOP_UP_OPTIONS':
      return <TopUpOptionsStep choices={loaded.choices} />;
    case 'CONFIRM_DEPOSIT':
      return order === undefined ? <Loader /> : <TopUpConfirmStep order={order} debit={step.method === 'debit_card'} />;
    case 'PASSCODE':
      return <TopUpPasscodeStep />;
    case 'AUTHENTICATION':
      return (
        <>
          <p role="status" className="deposit__state">
            {t('deposit.card.authenticating')}
          </p>
          <PaymentFrameDialog />
        </>
      );
    case 'SUCCESS':
      return (
        <p role="status" className="deposit__status deposit__status--settled">
          {order === undefined
            ? t('deposit.done')
            : t('deposit.card.success', {
                amount: formatFiat(order.amount, order.currency, locale),
                receivable: formatFiat(order.receivableAmount, order.currency, locale),
              })}
        </p>
      );
    case 'ERROR':
      return (
        <div className="deposit__state" role="alert">
          <p>{state.failure === undefined ? t('deposit.card.error') : failureText(state.failure)}</p>
          <button type="button" className="button button--primary" onClick={() => cardTopUp.tryAgain()}>
            {t('deposit.card.tryAgain')}
          </button>
        </div>
      );
  }
}
