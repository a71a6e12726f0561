import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { coinPricePath } from '../../domain/market/coin-row';
import { useServices } from '../base/services-context';
import { useStore } from '../base/use-store';
import { CoinIcon } from './CoinIcon';

/**
 * A held coin known by its symbol: its icon and name, a link to its page /hub/price/{slug} once
 * the coin list says where that is (until then, or for a coin the list does not offer, the
 * symbol without a link). `detail` goes under the name (the amount held).
 */
export function HeldCoin({ symbol, detail }: { readonly symbol: string; readonly detail?: string }) {
  const { coinDirectory } = useServices();
  useEffect(() => void coinDirectory.load(), [coinDirectory]);
  const entry = useStore(coinDirectory.entries).get(symbol);
  const text = (
    <>
      <span className="held-coin__name">{entry?.name ?? symbol}</span>
      {detail !== undefined && <span className="held-coin__detail hint numeric">{detail}</span>}
    </>
  );
  return (
    <span className="held-coin">
      <CoinIcon url={entry?.iconUrl} symbol={symbol} size={32} />
      {entry === undefined ? (
        <span className="held-coin__text">{text}</span>
      ) : (
        <Link className="held-coin__text held-coin__link" to={coinPricePath(entry.slug)}>
          {text}
        </Link>
      )}
    </span>
  );
}
