import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import type { TradePresentation } from '../../application/trade/trade-drawer-service';
import { useServices } from '../base/services-context';
import { useT } from '../base/i18n/use-t';
import { PaymentFrameDialog } from '../payments/PaymentFrameDialog';
import { useReturnFocus } from '../base/use-return-focus';
import { TradeContainer } from './TradeContainer';

interface Props {
  /** A side drawer, or a modal (480 wide, spec 000 §2); both are full-screen sheets on a phone. */
  readonly presentation: TradePresentation;
  readonly custom?: ReactNode;
}

/**
 * The trade container in a dialog, opened and closed through the trade-drawer service. Focus moves
 * into it on open, stays inside while open, and returns to what opened it on close (radix Dialog).
 */
export default function TradeDrawer({ presentation, custom }: Props) {
  const { tradeDrawer } = useServices();
  const { t } = useT();
  const returnFocus = useReturnFocus();
  return (
    <Dialog.Root open onOpenChange={(open) => !open && tradeDrawer.close()}>
      <Dialog.Portal>
        <Dialog.Overlay className={presentation === 'modal' ? 'overlay overlay--modal' : 'overlay'} />
        <Dialog.Content className={presentation === 'modal' ? 'modal modal--sheet' : 'drawer'} aria-describedby={undefined} onCloseAutoFocus={returnFocus}>
          <div className="drawer__header">
            <Dialog.Title className="drawer__title">{t('trade.title')}</Dialog.Title>
            <Dialog.Close className="icon-button" aria-label={t('app.close')}>
              <span aria-hidden="true">×</span>
            </Dialog.Close>
          </div>
          <TradeContainer custom={custom} />
          <PaymentFrameDialog />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
