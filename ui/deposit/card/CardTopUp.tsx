import { useEffect, useState } from 'react';
import type { DepositFailure } from '../../../application/deposit/deposit-failure';
import type { TopUpChoices } from '../../../application/deposit/top-up-choices';
import type { CurrencyCode } from '../../../domain/money/currency';
import { formatFiat } from '../../../domain/format/money-format';
import { useServices } from '../../base/services-context';
import { useStore } from '../../base/use-store';
import { useT } from '../../base/i18n/use-t';
import { Loader } from '../../shared/Loader';
import { CardFormDialog } from '../../payments/CardFormDialog';
import { PaymentFrameDialog } from '../../payments/PaymentFrameDialog';
import { useDepositFailureText } from '../FailureText';
import { StepHeading } from '../StepHeading';
import { TopUpConfirmStep } from './TopUpConfirmStep';
import { TopUpOptionsStep } from './TopUpOptionsStep';
import { TopUpPasscodeStep } from './TopUpPasscodeStep';

/**
 * The card top-up (spec 001 §2, §4): the service's steps TOP_UP_OPTIONS (with the card form for
 * Add debit card: the new card is chosen once added), CONFIRM_DEPOSIT, then for a card PASSCODE and
 * the bank's 3-D Secure page in the 576-high payment frame, for Apple Pay or Google Pay their sheet
 * (and Google Pay's bank page), then SUCCESS (the balances reload) or ERROR with a way back to the
 * options. Leaving the modal starts it over.
 */
export function CardTopUp({ currency }: { readonly currency: CurrencyCode }) {
  const { cardTopUp, cardRegistration, topUpCardRemoval } = useServices();
  const state = useStore(cardTopUp.state);
  const { changes } = useStore(topUpCardRemoval.state);
  const { t, locale } = useT();
  const failureText = useDepositFailureText();
  const [attempt, setAttempt] = useState(0);
  const [added, setAdded] = useState<string | undefined>(undefined);
  const key = `${currency}:${String(attempt)}:${String(changes)}:${added ?? ''}`;
  useEffect(() => {
    const subscription = cardRegistration.added$.subscribe((card) => setAdded(card.id));
    return () => {
      subscription.unsubscribe();
      cardRegistration.close();
      topUpCardRemoval.reset();
    };
  }, [cardRegistration, topUpCardRemoval]);
  const [loaded, setLoaded] = useState<{ readonly key: string; readonly choices?: TopUpChoices; readonly failure?: DepositFailure } | undefined>(undefined);
  useEffect(() => {
    let current = true;
    void cardTopUp.choices(currency).then((answer) => {
      if (current) setLoaded(answer.ok ? { key, choices: answer.value } : { key, failure: answer.error });
    });
    return () => {
      current = false;
    };
  }, [cardTopUp, currency, key]);
  useEffect(() => () => cardTopUp.close(), [cardTopUp]);
  // A card added or removed reloads the options; the ones shown stay until the new ones arrive.
  if (loaded === undefined || (loaded.key !== key && loaded.choices === undefined)) return <Loader />;
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
      return (
        <>
          <TopUpOptionsStep key={loaded.key} choices={loaded.choices} preferred={added} />
          <CardFormDialog usage="fiat_wallet_top_up" />
        </>
      );
    case 'CONFIRM_DEPOSIT':
      if (step.awaitingThirdParty) {
        return (
          <>
            <p role="status" className="deposit__state">
              {t('deposit.card.sheet', { wallet: t(step.method === 'apple_pay' ? 'deposit.card.applePay' : 'deposit.card.googlePay') })}
            </p>
            <PaymentFrameDialog />
          </>
        );
      }
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
          <StepHeading>{t('deposit.card.error')}</StepHeading>
          {state.failure !== undefined && <p className="hint">{failureText(state.failure)}</p>}
          <button type="button" className="button button--primary" onClick={() => cardTopUp.tryAgain()}>
            {t('deposit.card.tryAgain')}
          </button>
        </div>
      );
  }
}
