import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useServices } from '../base/services-context';
import { useStore } from '../base/use-store';
import { Loader } from '../shared/Loader';
import { CoinListCard } from './CoinListCard';
import { marketMessagesEn } from './messages.en';
import { coinMessagesEn } from '../coin/messages.en';

/** The English texts this screen shows: they load with it (ui/shared/lazy-screen.tsx). */
export const texts = { ...marketMessagesEn, ...coinMessagesEn };

/**
 * /hub/market (spec 001 §2): the coin list card, its prices live. Opening the page opens the list
 * for its path (the category remembered for it), reads the favourites and keeps the page's one
 * live-prices subscription going (LivePriceService, shared with every other price on screen).
 */
export default function MarketPage() {
  const { marketList, favourites, livePrices, customer } = useServices();
  const { user } = useStore(customer.state);
  const { pathname } = useLocation();
  useEffect(() => customer.start(), [customer]);
  useEffect(() => marketList.open(pathname), [marketList, pathname]);
  useEffect(() => livePrices.start(), [livePrices]);
  useEffect(() => void favourites.load(), [favourites]);
  if (user === undefined) return <Loader />;
  return (
    <div className="market-page">
      <CoinListCard currency={user.nativeCurrency} />
    </div>
  );
}
