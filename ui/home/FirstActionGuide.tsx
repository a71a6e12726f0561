import { useId, useRef, useState } from 'react';
import type { CoinInfo } from '../../application/ports/coins-port';
import type { GuideStep, GuideStepId } from '../../domain/rewards/first-action-guide';
import { useServices } from '../base/services-context';
import { useStore } from '../base/use-store';
import { CardFormDialog } from '../payments/CardFormDialog';
import { useT } from '../base/i18n/use-t';
import { FundAccountDialog } from './FundAccountDialog';

const MARKERS: Readonly<Record<GuideStepId, string>> = { create_account: '1', fund: '2', buy: '3' };

/** Choice: the buy step suggests at most four of the popular coins, as one row of chips. */
const POPULAR_SHOWN = 4;

/**
 * The first-action guide (spec 000 §2): create account (always done), fund account with Add
 * payment method, buy crypto with Buy crypto, disabled while funding is incomplete. The buy step
 * also suggests popular coins, each opening the trade drawer on that coin.
 */
export function FirstActionGuide({ steps, popularCoins }: { readonly steps: readonly GuideStep[]; readonly popularCoins: readonly CoinInfo[] }) {
  const { t } = useT();
  const titleId = useId();
  return (
    <section className="card guide" aria-labelledby={titleId}>
      <div>
        <h2 id={titleId}>{t('home.guide.title')}</h2>
        <p className="hint">{t('home.guide.lead')}</p>
      </div>
      <ol className="guide__steps">
        {steps.map((step) => (
          <GuideStepItem key={step.id} step={step} popularCoins={popularCoins} />
        ))}
      </ol>
    </section>
  );
}

function GuideStepItem({ step, popularCoins }: { readonly step: GuideStep; readonly popularCoins: readonly CoinInfo[] }) {
  const { t } = useT();
  const status = step.done ? 'done' : step.current ? 'current' : 'todo';
  return (
    <li className={`guide__step guide__step--${status}`} aria-current={step.current ? 'step' : undefined}>
      <span className="guide__marker" aria-hidden="true">
        {step.done ? '✓' : MARKERS[step.id]}
      </span>
      <div className="guide__body">
        <h3 className="guide__title">
          {t(`home.guide.${step.id}.title`)}
          <span className="visually-hidden">, {t(`home.guide.status.${status}`)}</span>
        </h3>
        <p className="hint">{t(`home.guide.${step.id}.text`)}</p>
        {step.id === 'fund' && <FundAction />}
        {step.id === 'buy' && <BuyAction disabled={step.disabled} popularCoins={popularCoins} />}
      </div>
    </li>
  );
}

/**
 * Add payment method: the fund-account modal, and the card form when its add-card tile is chosen.
 * The card form dialog is rendered here only while this guide opened it (the Buy widget has its own).
 */
function FundAction() {
  const { cardRegistration } = useServices();
  const { phase } = useStore(cardRegistration.state);
  const { t } = useT();
  const [dialog, setDialog] = useState<'none' | 'fund' | 'card'>('none');
  const opener = useRef<HTMLButtonElement>(null);
  if (dialog === 'card' && phase === 'closed') setDialog('none');
  const addCard = () => {
    void cardRegistration.open('crypto_purchase');
    setDialog('card');
  };
  return (
    <>
      <button ref={opener} type="button" className="button button--primary guide__action" aria-haspopup="dialog" onClick={() => setDialog('fund')}>
        {t('home.guide.fund.action')}
      </button>
      {dialog === 'fund' && <FundAccountDialog onClose={() => setDialog('none')} onAddCard={addCard} />}
      {dialog === 'card' && <CardFormDialog usage="crypto_purchase" returnFocusTo={opener} />}
    </>
  );
}

function BuyAction({ disabled, popularCoins }: { readonly disabled: boolean; readonly popularCoins: readonly CoinInfo[] }) {
  const { tradeDrawer } = useServices();
  const { t } = useT();
  const lockedId = useId();
  const popularId = useId();
  const describedBy = disabled ? lockedId : undefined;
  return (
    <>
      <button
        type="button"
        className="button button--primary guide__action"
        disabled={disabled}
        aria-describedby={describedBy}
        onClick={() => tradeDrawer.open({ tab: 'buy', reset: true })}
      >
        {t('home.guide.buy.title')}
      </button>
      {disabled && (
        <p id={lockedId} className="hint">
          {t('home.guide.buy.locked')}
        </p>
      )}
      {popularCoins.length > 0 && (
        <div className="guide__popular">
          <span id={popularId} className="hint">
            {t('home.guide.popular')}
          </span>
          <ul className="chips" aria-labelledby={popularId}>
            {popularCoins.slice(0, POPULAR_SHOWN).map((coin) => (
              <li key={coin.id}>
                <button
                  type="button"
                  className="chip"
                  disabled={disabled}
                  aria-describedby={describedBy}
                  aria-label={t('home.guide.popularCoin', { symbol: coin.symbol })}
                  onClick={() => tradeDrawer.open({ tab: 'buy', asset: { kind: 'coin', symbol: coin.symbol }, reset: true })}
                >
                  {coin.symbol}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}
