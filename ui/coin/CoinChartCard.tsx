import { useId } from 'react';
import { chartSummary, type PricePoint } from '../../domain/market/price-chart';
import { formatPrice } from '../../domain/format/price-format';
import type { CurrencyCode } from '../../domain/money/currency';
import { useT } from '../base/i18n/use-t';
import { PriceChart } from './PriceChart';

interface Props {
  readonly name: string;
  readonly currency: CurrencyCode;
  readonly series: readonly PricePoint[];
  readonly unavailable: boolean;
}

/** The last 24 hours of the coin's price: the chart, its text alternative and the chart library's attribution. */
export function CoinChartCard({ name, currency, series, unavailable }: Props) {
  const { t, locale } = useT();
  const titleId = useId();
  const summaryId = useId();
  const summary = chartSummary(series);
  const price = (value: Parameters<typeof formatPrice>[0]) => formatPrice(value, locale, { currency });
  return (
    <section className="card coin-chart" aria-labelledby={titleId}>
      <h2 id={titleId} className="card__label">
        {t('coin.chart.title')}
      </h2>
      {unavailable || summary === undefined ? (
        <p className="hint coin-chart__unavailable">{t('coin.chart.unavailable')}</p>
      ) : (
        <>
          <PriceChart series={series} label={t('coin.chart.label', { name })} describedBy={summaryId} />
          <p id={summaryId} className="hint numeric">
            {t('coin.chart.summary', { open: price(summary.open), high: price(summary.high), low: price(summary.low), last: price(summary.last) })}
          </p>
          <p className="coin-chart__attribution">
            <a href="https://www.tradingview.com/" target="_blank" rel="noopener noreferrer">
              {t('coin.chart.attribution')}
              <span className="visually-hidden"> {t('app.newTab')}</span>
            </a>
          </p>
        </>
      )}
    </section>
  );
}
