import type { PullBankAccount } from '../../../application/deposit/pull-deposit-service';
import { MessageKey as NoticeKey } from '../../../domain/errors/message-keys';
import { useServices } from '../../base/services-context';
import { useStore } from '../../base/use-store';
import { useT } from '../../base/i18n/use-t';
import { Modal } from '../../shared/modal/Modal';
import { PAYMENT_FRAME_HEIGHT } from '../../payments/PaymentFrameDialog';
import { useDepositFailureText } from '../FailureText';

/**
 * The bank link's dialogs (spec 001 §2, §4, §8): the relink modal (Relink, Opening bank link,
 * Linking; a failed link shows the link error with Try again), and the bank-link page on the
 * gateway's origin in the 576-high payment frame, whose load ends the opening time that is logged.
 */
export function BankLinkModals({ accounts }: { readonly accounts: readonly PullBankAccount[] }) {
  const { bankLink } = useServices();
  const view = useStore(bankLink.state);
  const { t, tn } = useT();
  const failureText = useDepositFailureText();
  const { session, pageUrl } = view;
  if (pageUrl !== undefined) {
    return (
      <Modal onClose={() => bankLink.closePage()} className="modal--frame" closeOnOutsideClick={false} title={t('deposit.bank.page.title')}>
        <iframe
          className="payment-frame"
          title={t('deposit.bank.page.frame')}
          src={pageUrl}
          height={PAYMENT_FRAME_HEIGHT}
          onLoad={() => bankLink.pageLoaded()}
        />
      </Modal>
    );
  }
  if (session.status === 'closed') return null;
  const account = accounts.find((a) => a.id === session.bankAccountId);
  const name = account === undefined ? '' : t('deposit.pull.account', { bank: account.bankName, mask: account.maskedAccountIdentifier });
  const failed = session.status === 'relink' && session.failed;
  const title = failed
    ? t('deposit.bank.failed.title')
    : session.bankAccountId === undefined
      ? t('deposit.bank.add')
      : tn({ kind: 'key', key: NoticeKey.relinkTitle });
  const busy = session.status !== 'relink';
  return (
    <Modal
      onClose={() => bankLink.close()}
      className="deposit"
      title={title}
      closeOnOutsideClick={false}
      actions={
        <button type="button" className="button button--primary" disabled={busy} aria-busy={busy} onClick={() => void bankLink.relink()}>
          {failed ? t('deposit.card.tryAgain') : t('deposit.bank.relink')}
        </button>
      }
    >
      {session.status === 'relink' && !failed && <p>{t('deposit.bank.relink.text', { account: name })}</p>}
      {failed && (
        <div role="alert">
          <p>{t('deposit.bank.failed.text')}</p>
          {view.failure !== undefined && <p className="hint">{failureText(view.failure)}</p>}
        </div>
      )}
      {session.status === 'opening_bank_link' && <p role="status">{t('deposit.bank.opening')}</p>}
      {session.status === 'linking' && <p role="status">{t('deposit.bank.linking')}</p>}
    </Modal>
  );
}
