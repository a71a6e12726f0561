import { useCallback } from 'react';
import type { LivePrice as LivePriceValue } from '../../domain/market/live-price-batch';
import { changeDirectionOfText, type TextFormatter } from '../../domain/format/live-price-format';
import type { ChangeDirection } from '../../domain/format/percent-format';
import { LivePrice, setClassIfChanged, setTextIfChanged, useDrawnFrom } from '../shared/LivePrice';
import { useServices } from '../base/services-context';
import { type TFunction, useT } from '../base/i18n/use-t';

/** A coin's price in the market table, live (ui/shared/LivePrice). */
export const MarketPrice = ({ coinId, listed, format }: { readonly coinId: string; readonly listed: string; readonly format: TextFormatter }) => (
  <LivePrice coinId={coinId} listed={listed} format={format} testId="market-price" />
);

/** What a change in percent shows ("+2.35%") and says to screen readers ("up 2.35%"). */
function changeTexts(
  text: string,
  format: TextFormatter,
  t: TFunction,
): { readonly direction: ChangeDirection; readonly shown: string; readonly spoken: string } {
  const direction = changeDirectionOfText(text);
  const shown = format(text);
  const unsigned = format(text.startsWith('-') ? text.slice(1) : text).replace(/^\+/, '');
  return { direction, shown, spoken: direction === 'flat' ? t('market.change.flat') : t(`market.change.${direction}`, { percent: unsigned }) };
}

/** A change in percent with its direction said in words to screen readers ("up 2.35%"). */
export function Change({ text, format }: { readonly text: string | undefined; readonly format: TextFormatter }) {
  const { t } = useT();
  if (text === undefined) return <span className="market-muted">–</span>;
  const { direction, shown, spoken } = changeTexts(text, format, t);
  return (
    <span className={`numeric change--${direction}`}>
      <span aria-hidden="true">{shown}</span>
      <span className="visually-hidden">{spoken}</span>
    </span>
  );
}

/** Change's markup, drawn outside React for the live 24 h change: its parts are updated in place (no tint to restart). */
function drawChange(host: HTMLElement, text: string | undefined, format: TextFormatter, t: TFunction): void {
  const outer = host.firstElementChild ?? host.appendChild(document.createElement('span'));
  if (text === undefined) {
    setClassIfChanged(outer, 'market-muted');
    setTextIfChanged(outer, '–');
    return;
  }
  const { direction, shown, spoken } = changeTexts(text, format, t);
  setClassIfChanged(outer, `numeric change--${direction}`);
  let [seen, heard] = [outer.children[0], outer.children[1]];
  if (seen === undefined || heard === undefined) {
    seen = document.createElement('span');
    seen.setAttribute('aria-hidden', 'true');
    heard = document.createElement('span');
    heard.className = 'visually-hidden';
    outer.replaceChildren(seen, heard);
  }
  setTextIfChanged(seen, shown);
  setTextIfChanged(heard, spoken);
}

/** The 24 h change, live when the stream carries it; drawn as it ticks without a React render (useDrawnFrom). */
export function LiveChange({ coinId, listed, format }: { readonly coinId: string; readonly listed: string | undefined; readonly format: TextFormatter }) {
  const { livePrices } = useServices();
  const { t } = useT();
  const draw = useCallback(
    (host: HTMLElement, live: LivePriceValue | undefined) => drawChange(host, live?.percentage ?? listed, format, t),
    [listed, format, t],
  );
  const host = useDrawnFrom(livePrices.coin(coinId), draw);
  return <span ref={host} className="live-figure" />;
}
