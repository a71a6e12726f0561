import { AlertDialog } from 'radix-ui';
import { useT } from '../../base/i18n/use-t';
import { useReturnFocus } from '../../base/use-return-focus';

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
  const returnFocus = useReturnFocus(open);
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !next && onCancel()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="overlay overlay--modal" />
        <AlertDialog.Content className="modal modal--warning" onCloseAutoFocus={returnFocus}>
          <AlertDialog.Title className="modal__title">{t('basket.delisted.title')}</AlertDialog.Title>
          <AlertDialog.Description>{t('basket.delisted.body', { basket })}</AlertDialog.Description>
          <div className="modal__actions">
            <AlertDialog.Cancel className="button button--ghost">{t('basket.delisted.cancel')}</AlertDialog.Cancel>
            <AlertDialog.Action className="button button--primary" onClick={onGotIt}>
              {t('basket.delisted.gotIt')}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
