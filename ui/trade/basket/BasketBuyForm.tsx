import { useEffect, useState } from 'react';
import { useServices } from '../../base/services-context';
import { useOnVisible } from '../../base/use-on-visible';
import { useStore } from '../../base/use-store';
import { useT } from '../../base/i18n/use-t';
import { AssetField } from '../asset-selector/AssetField';
import { useChooseBuyAsset } from '../asset-selector/use-buy-asset';
import { BasketAmountField } from './BasketAmountField';
import { BasketConfirmDialog } from './BasketConfirmDialog';
import { BasketFeeLines } from './BasketFeeLines';
import { BasketOutcomeDialog } from './BasketOutcomeDialog';
import { BasketPaymentOptions } from './BasketPaymentOptions';
import { DelistedDialog } from './DelistedDialog';
import { OwnedBasketNoteView } from './OwnedBasketNoteView';
import { RebalancingChoice } from './RebalancingChoice';

/** Basket mode in Buy: the basket, amount, payment, rebalancing (or the owned-basket note), fees and Buy. */
export function BasketBuyForm({ basketId }: { readonly basketId: string }) {
  const { basketBuy } = useServices();
  const state = useStore(basketBuy.state);
  const { t } = useT();
  const chooseAsset = useChooseBuyAsset();
  const [choosing, setChoosing] = useState(false);

  useEffect(() => basketBuy.start(), [basketBuy]);
  useEffect(() => void basketBuy.select(basketId), [basketBuy, basketId]);
  useOnVisible(() => basketBuy.becameVisible());

  return (
    <form
      className="stack basket-buy"
      onSubmit={(event) => {
        event.preventDefault();
        basketBuy.pressBuy();
      }}
    >
      <AssetField mode="buy" label={t('basket.field')} value={state.offer?.title} onSelect={chooseAsset} open={choosing} onOpenChange={setChoosing} />
      {state.load === 'loading' && (
        <p className="hint" role="status">
          {t('basket.loading')}
        </p>
      )}
      {state.load === 'failed' && (
        <div className="stack stack--tight" role="alert">
          <p className="field-error">{t('basket.loadFailed')}</p>
          <button type="button" className="button" onClick={() => void basketBuy.retry()}>
            {t('basket.retry')}
          </button>
        </div>
      )}
      {state.load === 'ready' && state.offer !== undefined && (
        <>
          <p className="hint">{t('basket.holds', { coins: state.offer.coins.join(', ') })}</p>
          <BasketAmountField state={state} onType={(text) => basketBuy.typeAmount(text)} />
          <BasketPaymentOptions options={state.options} selectedId={state.payment?.id} onSelect={(id) => basketBuy.selectPayment(id)} />
          {state.note === undefined ? (
            <RebalancingChoice intervals={state.intervals} value={state.interval} onChange={(interval) => basketBuy.selectInterval(interval)} />
          ) : (
            <OwnedBasketNoteView state={state} />
          )}
          <BasketFeeLines state={state} />
          <button type="submit" className="button button--primary" disabled={!state.canBuy || state.checking}>
            {state.checking ? t('basket.checking') : t('basket.buy')}
          </button>
        </>
      )}
      <BasketConfirmDialog state={state} />
      <BasketOutcomeDialog outcome={state.outcome} onClose={() => basketBuy.dismissOutcome()} />
      <DelistedDialog
        open={state.delisted}
        basket={state.offer?.title ?? ''}
        onGotIt={() => {
          basketBuy.closeDelisted();
          setChoosing(true);
        }}
        onCancel={() => basketBuy.closeDelisted()}
      />
    </form>
  );
}
