import { changeDirectionOfText, type TextFormatter } from '../../domain/format/live-price-format';
import { LivePrice } from '../shared/LivePrice';
import { useServices } from '../base/services-context';
import { useStore } from '../base/use-store';
import { useT } from '../base/i18n/use-t';

/** A coin's price in the market table, live (ui/shared/LivePrice). */
export const MarketPrice = ({ coinId, listed, format }: { readonly coinId: string; readonly listed: string; readonly format: TextFormatter }) => (
  <LivePrice coinId={coinId} listed={listed} format={format} testId="market-price" />
);

/** A change in percent with its direction said in words to screen readers ("up 2.35%"). */
export function Change({ text, format }: { readonly text: string | undefined; readonly format: TextFormatter }) {
  const { t } = useT();
  if (text === undefined) return <span className="market-muted">–</span>;
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
