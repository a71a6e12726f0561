import { useId } from 'react';
import { type Coin } from '../../../application/ports/trading-port';
import { useT } from '../../i18n/i18n';

interface Props {
  readonly coins: readonly Coin[];
  readonly selected: Coin | undefined;
  readonly onSelect: (symbol: string) => void;
}

/** The coin being bought: a labelled native select (keyboard and screen reader friendly as it is). */
export function CoinChooser({ coins, selected, onSelect }: Props) {
  const { t } = useT();
  const id = useId();
  return (
    <div className="stack stack--tight">
      <label htmlFor={id}>{t('buy.coin')}</label>
      <select id={id} className="input" value={selected?.symbol ?? ''} onChange={(event) => onSelect(event.target.value)}>
        {coins.map((coin) => (
          <option key={coin.symbol} value={coin.symbol}>
            {coin.name} ({coin.symbol})
          </option>
        ))}
      </select>
    </div>
  );
}
