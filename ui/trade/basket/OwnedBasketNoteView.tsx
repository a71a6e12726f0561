import type { BasketBuyState } from '../../../application/trade/basket-buy-state';
import { useServices } from '../../base/services-context';
import { useT } from '../../base/i18n/use-t';
import { Modal } from '../../shared/modal/Modal';
import { RebalancingChoice } from './RebalancingChoice';

/**
 * Spec 000 §2: for an owned basket a note says whether rebalancing is on, and points to the
 * portfolio. Choice: the portfolio's rebalancing setting is changed right from the note (a small
 * dialog: the four intervals and Save), since the web app has no basket portfolio page yet.
 */
export function OwnedBasketNoteView({ state }: { readonly state: BasketBuyState }) {
  const { basketBuy } = useServices();
  const { t } = useT();
  const edit = state.rebalancingEdit;
  if (state.note === undefined) return null;
  const text =
    state.note.kind === 'rebalancing_enabled' ? t('basket.note.enabled', { interval: t(`basket.interval.${state.note.interval}`) }) : t('basket.note.disabled');
  return (
    <div className="basket-note" role="note">
      <p>{text}</p>
      <button type="button" className="button button--ghost basket-note__change" aria-haspopup="dialog" onClick={() => basketBuy.editRebalancing()}>
        {t('basket.note.change')}
      </button>
      <Modal
        open={edit !== undefined}
        onClose={() => basketBuy.cancelRebalancing()}
        closeButton={false}
        title={t('basket.rebalance.title')}
        description={<p className="hint">{t('basket.rebalance.description', { basket: state.offer?.title ?? '' })}</p>}
        actions={
          <>
            <button type="button" className="button button--ghost" disabled={edit?.saving} onClick={() => basketBuy.cancelRebalancing()}>
              {t('basket.rebalance.cancel')}
            </button>
            <button type="button" className="button button--primary" disabled={edit?.saving} onClick={() => void basketBuy.saveRebalancing()}>
              {edit?.saving === true ? t('basket.rebalance.saving') : t('basket.rebalance.save')}
            </button>
          </>
        }
      >
        {edit !== undefined && (
          <RebalancingChoice
            intervals={state.intervals}
            value={edit.choice}
            label={t('basket.rebalancing')}
            onChange={(interval) => basketBuy.chooseRebalancing(interval)}
          />
        )}
      </Modal>
    </div>
  );
}
