import { Link } from 'react-router-dom';
import { formatFiat } from '../../domain/format/money-format';
import { isWalletSetUp } from '../../domain/payment/fiat-wallet';
import { useServices } from '../base/services-context';
import { useStore } from '../base/use-store';
import { useT } from '../base/i18n/use-t';

/**
 * The cash accounts (spec 001 §2, §4): currency, balance and state; a set-up one deposits (the
 * deposit modal, opened through its launcher) and shows its history; one needing setup opens the
 * cash account setup (through its launcher).
 */
export function CashAccounts() {
  const { balances, depositLauncher, cashAccountSetupLauncher } = useServices();
  const { wallets } = useStore(balances.state);
  const { t, locale } = useT();
  return (
    <section className="card" aria-labelledby="accounts-cash">
      <h2 id="accounts-cash" className="card__label">
        {t('account.cash.title')}
      </h2>
      {wallets !== undefined && wallets.fiat.length === 0 && <p className="hint">{t('account.cash.none')}</p>}
      <ul className="holding-list" data-testid="accounts-cash">
        {wallets?.fiat.map((wallet) => {
          const setUp = isWalletSetUp(wallet);
          const currency = wallet.currency;
          return (
            <li key={currency} className="holding">
              <div className="holding__main">
                <span className="holding__name">{t('account.cash.name', { currency })}</span>
                <span className={`badge ${setUp ? 'badge--ok' : 'badge--warn'}`}>
                  {setUp ? t('account.cash.state.created') : t('account.cash.state.other')}
                </span>
              </div>
              <span className="holding__amount numeric">{formatFiat(wallet.amount, currency, locale)}</span>
              <div className="holding__actions">
                {setUp ? (
                  <>
                    <button
                      type="button"
                      className="button button--primary"
                      aria-label={t('account.cash.depositTo', { currency })}
                      aria-haspopup="dialog"
                      onClick={() => depositLauncher.open({ currency })}
                    >
                      {t('account.cash.deposit')}
                    </button>
                    <Link
                      className="button button--ghost"
                      to={`/hub/transactions/wallet/fiat/${currency}`}
                      aria-label={t('account.cash.historyOf', { currency })}
                    >
                      {t('account.cash.history')}
                    </Link>
                  </>
                ) : (
                  <button
                    type="button"
                    className="button button--primary"
                    aria-label={t('account.cash.setupOf', { currency })}
                    aria-haspopup="dialog"
                    onClick={() => cashAccountSetupLauncher.open({ currency })}
                  >
                    {t('account.cash.setup')}
                  </button>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
