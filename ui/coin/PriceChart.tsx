import { useEffect, useRef, useState } from 'react';
import type { IChartApi, ISeriesApi, UTCTimestamp } from 'lightweight-charts';
import { chartChange, chartPriceStep, plotNumber, type PricePoint } from '../../domain/market/price-chart';
import { priceTextFormatter } from '../../domain/format/live-price-format';
import { useT } from '../base/i18n/use-t';

interface Props {
  readonly series: readonly PricePoint[];
  /** The chart's accessible name. */
  readonly label: string;
  /** The id of the text alternative (open, high, low, now). */
  readonly describedBy: string;
}

interface Drawn {
  readonly chart: IChartApi;
  readonly line: ISeriesApi<'Area'>;
}

const toBar = (p: PricePoint) => ({ time: Math.floor(p.at / 1_000) as UTCTimestamp, value: plotNumber(p.price) });

/** A plotted number as decimal text for the price formatter (plain digits: no exponent below 1e-6). */
const plottedText = (value: number): string => (Math.abs(value) < 1e-6 && value !== 0 ? value.toFixed(12) : String(value));

/**
 * The 1D price chart, drawn by lightweight-charts 5, loaded on first use. The drawing is an image
 * with an accessible name, described by the text summary beside it.
 * A new live price updates the last point only (the whole series is drawn again only when points
 * fall off its start); the axis formatters are built once per locale.
 * Choice: the library's own attribution logo injects a <style> element without the page's CSP
 * nonce, which the CSP refuses, so it is turned off and the page shows a TradingView link itself
 * (the library's licence asks for a link to tradingview.com on the page).
 */
export function PriceChart({ series, label, describedBy }: Props) {
  const { t, locale } = useT();
  const host = useRef<HTMLDivElement>(null);
  const [drawn, setDrawn] = useState<Drawn | undefined>();
  const [failed, setFailed] = useState(false);
  const drawnSeries = useRef<readonly PricePoint[] | undefined>(undefined);

  useEffect(() => {
    let cancelled = false;
    let created: IChartApi | undefined;
    import('lightweight-charts')
      .then(({ createChart, AreaSeries, ColorType }) => {
        const element = host.current;
        if (cancelled || element === null) return;
        const clock = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' });
        const moment = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
        const price = priceTextFormatter(locale);
        created = createChart(element, {
          autoSize: true,
          layout: {
            background: { type: ColorType.Solid, color: 'transparent' },
            textColor: '#a9b7d6',
            attributionLogo: false,
            fontFamily: 'system-ui, sans-serif',
          },
          grid: { vertLines: { visible: false }, horzLines: { color: '#26375c' } },
          // An axis label cut at the pane's top or bottom edge is not drawn (a half "64,000.00" under the last grid line).
          rightPriceScale: { borderVisible: false, entireTextOnly: true },
          timeScale: {
            borderVisible: false,
            timeVisible: true,
            secondsVisible: false,
            tickMarkFormatter: (at: number) => clock.format(at * 1_000),
          },
          localization: {
            locale,
            priceFormatter: (value: number) => price(plottedText(value)),
            timeFormatter: (at: number) => moment.format(at * 1_000),
          },
          handleScroll: false,
          handleScale: false,
        });
        const line = created.addSeries(AreaSeries, {
          lineColor: '#3b82f6',
          topColor: 'rgba(59, 130, 246, 0.35)',
          bottomColor: 'rgba(59, 130, 246, 0)',
          lineWidth: 2,
          priceLineVisible: false,
        });
        drawnSeries.current = undefined;
        setDrawn({ chart: created, line });
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
      created?.remove();
    };
  }, [locale]);

  useEffect(() => {
    if (drawn === undefined) return;
    const change = chartChange(drawnSeries.current, series);
    drawnSeries.current = series;
    if (change.kind === 'none') return;
    if (change.kind === 'last') {
      drawn.line.update(toBar(change.point));
      if (change.appended) drawn.chart.timeScale().fitContent();
      return;
    }
    drawn.line.applyOptions({ priceFormat: { type: 'price', ...chartPriceStep(series) } });
    drawn.line.setData(series.map(toBar));
    drawn.chart.timeScale().fitContent();
  }, [drawn, series]);

  return (
    <div className="price-chart">
      <div ref={host} className="price-chart__canvas" role="img" aria-label={label} aria-describedby={describedBy} data-testid="price-chart" />
      {drawn === undefined && (
        <p className="price-chart__status hint" role={failed ? 'alert' : 'status'}>
          {failed ? t('coin.chart.unavailable') : t('coin.chart.loading')}
        </p>
      )}
    </div>
  );
}
