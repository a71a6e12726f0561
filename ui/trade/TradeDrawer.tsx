import type { ReactNode } from 'react';
import type { TradePresentation } from '../../application/trade/trade-drawer-service';
import { useServices } from '../base/services-context';
import { useT } from '../base/i18n/use-t';
import { PaymentFrameDialog } from '../payments/PaymentFrameDialog';
import { Modal } from '../shared/modal/Modal';
import { TradeContainer } from './TradeContainer';

interface Props {
  /** A side drawer, or a modal (480 wide, spec 000 §2); both are full-screen sheets on a phone. */
  readonly presentation: TradePresentation;
  readonly custom?: ReactNode;
}

/**
 * The trade container in a dialog, opened and closed through the trade-drawer service. Focus moves
 * into it on open, stays inside while open, and returns to what opened it on close (Modal).
 */
export default function TradeDrawer({ presentation, custom }: Props) {
  const { tradeDrawer } = useServices();
  const { t } = useT();
  return (
    <Modal onClose={() => tradeDrawer.close()} presentation={presentation} sheet title={t('trade.title')}>
      <TradeContainer custom={custom} />
      <PaymentFrameDialog />
    </Modal>
  );
}
