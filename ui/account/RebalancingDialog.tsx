import { REBALANCING_INTERVALS } from '../../domain/basket/rebalancing-interval';
import { useServices } from '../base/services-context';
import { useStore } from '../base/use-store';
import { useT } from '../base/i18n/use-t';
import { Modal } from '../shared/modal/Modal';
import { RebalancingChoice } from '../trade/basket/RebalancingChoice';

/** The rebalancing change of a basket held (spec 000 §2): never, weekly, bi-weekly, monthly; Save confirms; a failure alerts. */
export function RebalancingDialog() {
  const { portfolio } = useServices();
  const { editing, rebalancingEdit: edit } = useStore(portfolio.state);
  const { t } = useT();
  return (
    <Modal
      open={edit !== undefined}
      onClose={() => portfolio.cancelRebalancing()}
      closeButton={false}
      title={t('account.rebalance.title', { basket: editing?.title ?? '' })}
      description={t('account.rebalance.description')}
      actions={
        <>
          <button type="button" className="button button--ghost" disabled={edit?.saving} onClick={() => portfolio.cancelRebalancing()}>
            {t('account.rebalance.cancel')}
          </button>
          <button type="button" className="button button--primary" disabled={edit?.saving} onClick={() => void portfolio.saveRebalancing()}>
            {edit?.saving === true ? t('account.rebalance.saving') : t('account.rebalance.save')}
          </button>
        </>
      }
    >
      {edit !== undefined && (
        <RebalancingChoice
          intervals={REBALANCING_INTERVALS}
          value={edit.choice}
          label={t('account.baskets.rebalancing')}
          onChange={(i) => portfolio.chooseRebalancing(i)}
        />
      )}
    </Modal>
  );
}
