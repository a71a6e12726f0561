import { useT } from '../../base/i18n/use-t';
import { AlertModal, AlertModalAction, AlertModalCancel } from '../../shared/modal/AlertModal';

interface Props {
  readonly open: boolean;
  readonly basket: string;
  /** Choice: Got it leaves the basket for something else (the asset selector opens); Cancel keeps the form as it is. */
  readonly onGotIt: () => void;
  readonly onCancel: () => void;
}

/** Spec 000 §4, §8: buying a delisted or disabled basket is blocked by the 'basket delisted' warning dialog. */
export function DelistedDialog({ open, basket, onGotIt, onCancel }: Props) {
  const { t } = useT();
  return (
    <AlertModal
      open={open}
      onClose={onCancel}
      tone="warning"
      title={t('basket.delisted.title')}
      description={t('basket.delisted.body', { basket })}
      actions={
        <>
          <AlertModalCancel className="button button--ghost">{t('basket.delisted.cancel')}</AlertModalCancel>
          <AlertModalAction className="button button--primary" onClick={onGotIt}>
            {t('basket.delisted.gotIt')}
          </AlertModalAction>
        </>
      }
    />
  );
}
