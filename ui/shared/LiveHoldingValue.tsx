import type { CoinWallet } from '../../application/ports/account-port';
import { formatFiat } from '../../domain/format/money-format';
import { holdingValueAt } from '../../domain/market/holding-value';
import { useServices } from '../base/services-context';
import { useStore } from '../base/use-store';
import { useT } from '../base/i18n/use-t';
import { Ticking } from './LivePrice';
import { useLivePriceStream } from './use-live-prices';

/**
 * A coin holding's value in the native currency, at the live price once the stream has one (spec
 * 001 §7), else the account's figure. Choice: a price is used only when the holding is valued in
 * the stream's currency (the customer's native currency). Keeps the page's live-prices
 * subscription open, so any screen listing holdings ticks (home, accounts).
 */
export function LiveHoldingValue({ coin, className }: { readonly coin: CoinWallet; readonly className?: string }) {
  const { livePrices, customer } = useServices();
  useLivePriceStream();
  const { user } = useStore(customer.state);
  const live = useStore(livePrices.symbol(coin.currency));
  const { locale } = useT();
  const value = live !== undefined && user?.nativeCurrency === coin.nativeCurrency ? holdingValueAt(coin.available, live.price) : coin.nativeAvailable;
  const shown = <Ticking text={value.toFixed()} shown={formatFiat(value, coin.nativeCurrency, locale)} />;
  return className === undefined ? shown : <span className={className}>{shown}</span>;
}
