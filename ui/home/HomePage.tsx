import { useEffect } from 'react';
import { useServices } from '../base/services-context';
import { useStore } from '../base/use-store';
import { useT } from '../base/i18n/use-t';
import { Loader } from '../shared/Loader';
import { BalanceCard } from './BalanceCard';
import { FirstActionGuide } from './FirstActionGuide';
import { Holdings } from './Holdings';
import { KycBanner } from './KycBanner';
import { TradeMoreCard } from './TradeMoreCard';
import { WelcomeBonusWidget } from './WelcomeBonusWidget';

/**
 * Home (spec 000 §2): the total balance, then the first-action guide for a customer who has not
 * bought yet, or the welcome-bonus widget and the 'trade more on the app' card once they have;
 * then the cash accounts, coins and baskets. The account data (balances) is read once for the
 * screen by its poll's first tick; the bought-first-coin callback only makes sure it has been read
 * (the trade that bought the first coin already refreshed it).
 */
export default function HomePage() {
  const { balances, firstActionGuide, livePrices } = useServices();
  const guide = useStore(firstActionGuide.state);
  const { t } = useT();

  useEffect(() => balances.startPolling(), [balances]);
  // Holdings are valued at live prices, through the page's one live-prices subscription.
  useEffect(() => livePrices.start(), [livePrices]);
  useEffect(() => {
    const bought = firstActionGuide.boughtFirstCoin$.subscribe(() => void balances.ensureLoaded());
    const stop = firstActionGuide.start();
    return () => {
      stop();
      bought.unsubscribe();
    };
  }, [balances, firstActionGuide]);

  return (
    <div className="stack">
      <h1>{t('home.title')}</h1>
      <KycBanner />
      <BalanceCard showBuy={guide.status === 'ready' && guide.mode === 'replaced'} />
      {guide.status === 'loading' ? (
        <Loader />
      ) : (
        <>
          {guide.mode === 'guide' ? (
            <FirstActionGuide steps={guide.steps} popularCoins={guide.popularCoins} />
          ) : (
            <>
              <WelcomeBonusWidget />
              <TradeMoreCard />
            </>
          )}
          <Holdings />
        </>
      )}
    </div>
  );
}
