import type { WalletSetupStep } from '../../../application/trade/sell-wallet-setup';
import { useServices } from '../../base/services-context';
import { useT } from '../../base/i18n/use-t';
import { Modal } from '../../shared/modal/Modal';

/**
 * The wallet setup modal and its success modal (spec 000 §2, §4): a sell to a cash account that
 * is not set up explains the account and opens it; when the account needs the identity forms the
 * modal hands over to the cash account setup modal (cashAccountSetupLauncher, spec 001 §4).
 */
export function WalletSetupDialog({ setup }: { readonly setup: WalletSetupStep | undefined }) {
  const { sell, cashAccountSetupLauncher } = useServices();
  const { t } = useT();
  if (setup === undefined) return null;
  const currency = setup.currency;
  const busy = setup.step === 'creating';
  const title = {
    intro: t('sell.wallet.title', { currency }),
    creating: t('sell.wallet.title', { currency }),
    success: t('sell.wallet.successTitle', { currency }),
    verification: t('sell.wallet.verificationTitle'),
    failed: t('sell.wallet.failedTitle'),
  }[setup.step];
  const body = {
    intro: t('sell.wallet.intro', { currency }),
    creating: t('sell.wallet.intro', { currency }),
    success: t('sell.wallet.successBody', { currency }),
    verification: t('sell.wallet.verificationBody', { currency }),
    failed: t('sell.wallet.failedBody'),
  }[setup.step];
  const continueSelling = () => {
    sell.closeWalletSetup();
    void sell.pressSell();
  };
  return (
    <Modal
      onClose={() => sell.closeWalletSetup()}
      tone={setup.step === 'success' ? 'success' : undefined}
      closeButton={false}
      closeOnOutsideClick={!busy}
      title={title}
      description={body}
      actions={
        <>
          {(setup.step === 'intro' || setup.step === 'creating' || setup.step === 'failed' || setup.step === 'verification') && (
            <button type="button" className="button button--ghost" disabled={busy} onClick={() => sell.closeWalletSetup()}>
              {t('sell.wallet.cancel')}
            </button>
          )}
          {(setup.step === 'intro' || setup.step === 'creating') && (
            <button type="button" className="button button--primary" disabled={busy} onClick={() => void sell.createWallet()}>
              {busy ? t('sell.wallet.creating') : t('sell.wallet.create')}
            </button>
          )}
          {setup.step === 'failed' && (
            <button type="button" className="button button--primary" onClick={() => void sell.createWallet()}>
              {t('sell.wallet.retry')}
            </button>
          )}
          {setup.step === 'verification' && (
            <button
              type="button"
              className="button button--primary"
              aria-haspopup="dialog"
              onClick={() => {
                sell.closeWalletSetup();
                cashAccountSetupLauncher.open({ currency });
              }}
            >
              {t('sell.wallet.verify')}
            </button>
          )}
          {setup.step === 'success' && (
            <button type="button" className="button button--primary" onClick={continueSelling}>
              {t('sell.wallet.continue')}
            </button>
          )}
        </>
      }
    >
      <p className="visually-hidden" role="status" aria-live="polite">
        {busy ? t('sell.wallet.creating') : ''}
      </p>
    </Modal>
  );
}
