import { useState } from 'react';
import { changeDirectionOfText, type TextFormatter } from '../../domain/format/live-price-format';
import { compareDecimalStrings } from '../../domain/money/decimal-text';
import { useServices } from '../base/services-context';
import { useStore } from '../base/use-store';
import { useT } from '../base/i18n/use-t';

type Move = 'none' | 'up' | 'down';

/** Which way the text last moved (React's "state from the previous render" pattern: no ref read while rendering). */
function useMove(text: string): Move {
  const [seen, setSeen] = useState<{ readonly text: string; readonly move: Move }>({ text, move: 'none' });
  if (seen.text === text) return seen.move;
  const move: Move = compareDecimalStrings(text, seen.text) > 0 ? 'up' : 'down';
  setSeen({ text, move });
  return move;
}

/**
 * A coin's price, live: the stream's latest price for this coin, else the list's. Only this cell
 * re-renders when the coin's price moves (LivePriceService.coin). A change tints the figure for a
 * moment (the span is new, so its animation runs again); it is not a live region, so a screen
 * reader is never interrupted by ticks.
 */
export function LivePrice({ coinId, listed, format }: { readonly coinId: string; readonly listed: string; readonly format: TextFormatter }) {
  const { livePrices } = useServices();
  const live = useStore(livePrices.coin(coinId));
  const text = live?.price ?? listed;
  const move = useMove(text);
  return (
    <span key={text} className={`numeric tick tick--${move}`} data-testid="market-price">
      {format(text)}
    </span>
  );
}

/** A change in percent with its direction said in words to screen readers ("up 2.35%"). */
export function Change({ text, format }: { readonly text: string | undefined; readonly format: TextFormatter }) {
  const { t } = useT();
  if (text === undefined) return <span className="muted">–</span>;
  const direction = changeDirectionOfText(text);
  const shown = format(text);
  const unsigned = format(text.startsWith('-') ? text.slice(1) : text).replace(/^\+/, '');
  return (
    <span className={`numeric change--${direction}`}>
      <span aria-hidden="true">{shown}</span>
      <span className="visually-hidden">{direction === 'flat' ? t('market.change.flat') : t(`market.change.${direction}`, { percent: unsigned })}</span>
    </span>
  );
}

/** The 24 h change, live when the stream carries it. */
export function LiveChange({ coinId, listed, format }: { readonly coinId: string; readonly listed: string | undefined; readonly format: TextFormatter }) {
  const { livePrices } = useServices();
  const live = useStore(livePrices.coin(coinId));
  return <Change text={live?.percentage ?? listed} format={format} />;
}
