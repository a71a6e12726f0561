import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import type { TextFormatter } from '../../domain/format/live-price-format';
import { compareDecimalStrings } from '../../domain/money/decimal-text';
import { useServices } from '../base/services-context';
import type { ReadableStore } from '../../application/shared/store';
import type { LivePrice as LivePriceValue } from '../../domain/market/live-price-batch';

type Move = 'none' | 'up' | 'down';

/** Which way a figure moved from the text shown before (none for a first figure or the same text). */
const moveOf = (text: string, before: string | undefined): Move =>
  before === undefined || before === text ? 'none' : compareDecimalStrings(text, before) > 0 ? 'up' : 'down';

/** The figure's class: tabular digits and the tint of its move. */
const tickClass = (move: Move): string => `numeric tick tick--${move}`;

/** Which way the text last moved (React's "state from the previous render" pattern: no ref read while rendering). */
function useMove(text: string): Move {
  const [seen, setSeen] = useState<{ readonly text: string; readonly move: Move }>({ text, move: 'none' });
  if (seen.text === text) return seen.move;
  const move = moveOf(text, seen.text);
  setSeen({ text, move });
  return move;
}

/** Writes an element's text and class only where they differ, so an unchanged part costs no style or layout work. */
export function setTextIfChanged(element: Element, text: string): void {
  if (element.textContent !== text) element.textContent = text;
}
export function setClassIfChanged(element: Element, className: string): void {
  if (element.className !== className) element.className = className;
}

/**
 * A figure that ticks: a change tints it for a moment (the span is new, so its animation runs
 * again). Not a live region, so a screen reader is never interrupted by ticks; tabular digits, so
 * nothing shifts.
 */
export function Ticking({ text, shown, testId }: { readonly text: string; readonly shown: string; readonly testId?: string }) {
  const move = useMove(text);
  return (
    <span key={text} className={tickClass(move)} data-testid={testId}>
      {shown}
    </span>
  );
}

/**
 * A ticking figure drawn outside React: on a move the figure span is replaced, so its tint runs
 * again (as Ticking's keyed span); without one (a first draw, another coin, another format) the
 * figure there is updated in place.
 */
export function drawTicking(host: HTMLElement, text: string, shown: string, before: string | undefined): void {
  const move = moveOf(text, before);
  const className = tickClass(move);
  const current = host.firstElementChild;
  if (move === 'none' && current !== null) {
    setClassIfChanged(current, className);
    setTextIfChanged(current, shown);
    return;
  }
  const figure = document.createElement('span');
  figure.className = className;
  figure.textContent = shown;
  host.replaceChildren(figure);
}

/**
 * Keeps `host` drawn from a store, outside React's render: `draw(host, value)` runs at once and on
 * each change the store announces. For the figures that tick in long lists (a market page
 * of prices): a batch then costs the DOM writes of the figures that moved, not a React render and
 * commit per figure. The store is the same read-only store `useStore` reads (getSnapshot,
 * subscribe); the chart draws its ticks the same way.
 */
export function useDrawnFrom<V>(store: ReadableStore<V>, draw: (host: HTMLElement, value: V) => void) {
  const host = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    const element = host.current;
    if (element === null) return undefined;
    let drawn: V | undefined;
    const redraw = () => {
      const value = store.getSnapshot();
      if (drawn !== undefined && drawn === value) return;
      drawn = value;
      draw(element, value);
    };
    redraw();
    return store.subscribe(redraw);
  }, [store, draw]);
  return host;
}

/**
 * A coin's price, live: the page's one stream's latest price for it (by id, or by symbol where
 * the screen knows coins by symbol), else the listed price, drawn as it ticks without a React
 * render (useDrawnFrom). Not a live region, so a screen reader is never interrupted by ticks.
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
  const store = coinId !== undefined ? livePrices.coin(coinId) : livePrices.symbol(symbol ?? '');
  // The coin's text last drawn, across redraws with another listed price or format: a move from it
  // tints. A figure that now shows another coin (a list row showing the next coin) starts untinted.
  const last = useRef<{ readonly store: typeof store; readonly text: string } | undefined>(undefined);
  const draw = useCallback(
    (host: HTMLElement, live: LivePriceValue | undefined) => {
      const text = live?.price ?? listed;
      drawTicking(host, text, format(text), last.current?.store === store ? last.current.text : undefined);
      last.current = { store, text };
    },
    [store, listed, format],
  );
  const host = useDrawnFrom(store, draw);
  return <span ref={host} className="live-figure" {...(testId === undefined ? {} : { 'data-testid': testId })} />;
}
