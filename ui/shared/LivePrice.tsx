import { useState } from 'react';
import type { TextFormatter } from '../../domain/format/live-price-format';
import { compareDecimalStrings } from '../../domain/money/decimal-text';
import { useServices } from '../base/services-context';
import { useStore } from '../base/use-store';

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
 * A figure that ticks: a change tints it for a moment (the span is new, so its animation runs
 * again). Not a live region, so a screen reader is never interrupted by ticks; tabular digits, so
 * nothing shifts.
 */
export function Ticking({ text, shown, testId }: { readonly text: string; readonly shown: string; readonly testId?: string }) {
  const move = useMove(text);
  return (
    <span key={text} className={`numeric tick tick--${move}`} data-testid={testId}>
      {shown}
    </span>
  );
}

/**
 * A coin's price, live: the page's one stream's latest price for it (by id, or by symbol where
 * the screen knows coins by symbol), else the listed price. Only this span re-renders when the
 * coin's price moves.
 */
export function LivePrice({
  coinId,
  symbol,
  listed,
  format,
  testId,
}: {
  readonly coinId?: string;
  readonly symbol?: string;
  readonly listed: string;
  readonly format: TextFormatter;
  readonly testId?: string;
}) {
  const { livePrices } = useServices();
  const live = useStore(coinId !== undefined ? livePrices.coin(coinId) : livePrices.symbol(symbol ?? ''));
  const text = live?.price ?? listed;
  return <Ticking text={text} shown={format(text)} {...(testId === undefined ? {} : { testId })} />;
}
