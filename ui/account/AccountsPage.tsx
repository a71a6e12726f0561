import { useEffect } from 'react';
import { formatFiat } from '../../domain/format/money-format';
import { useServices } from '../base/services-context';
import { useStore } from '../base/use-store';
import { useT } from '../base/i18n/use-t';
import { BasketsHeld } from './BasketsHeld';
import { CashAccounts } from './CashAccounts';
import { CoinWallets } from './CoinWallets';
import { useLivePortfolio } from '../hooks/use-live-portfolio';
import { accountMessagesEn } from './messages.en';

/** The English texts this screen shows: they load with it (ui/shared/lazy-screen.tsx). */
export const texts = accountMessagesEn;

/**
 * /hub/account, the portfolio (spec 000 §2, 001 §2): the total balance, then the cash accounts,
 * the coin wallets and the baskets held. Every figure is the account data's (one source, read
 * together) with the coins at live prices (useLivePortfolio), so the total is the sum of the parts shown.
 */
export default function AccountsPage() {
  const { balances, portfolio } = useServices();
  const { total, failed } = useStore(balances.state);
  const live = useLivePortfolio();
  const { t, locale } = useT();
  useEffect(() => portfolio.start(), [portfolio]);
  return (
    <div className="stack accounts">
      <h1>{t('account.title')}</h1>
      <section className="card" aria-labelledby="accounts-total">
        <h2 id="accounts-total" className="card__label">
          {t('account.total')}
        </h2>
        <p className="balance" data-testid="accounts-total">
          {total !== undefined && live.total !== undefined ? formatFiat(live.total, total.currency, locale) : failed ? t('account.total.unavailable') : '…'}
        </p>
        <p className="hint">{t('account.lead')}</p>
        {failed && total !== undefined && (
          <p className="hint" role="status">
            {t('account.total.stale')}
          </p>
        )}
      </section>
      <CashAccounts />
      <CoinWallets values={live.coinValues} />
      <BasketsHeld />
    </div>
  );
}
