import { useMemo } from 'react';
import { compactTextFormatter, percentTextFormatter, priceTextFormatter, type TextFormatter } from '../../domain/format/live-price-format';
import type { CurrencyCode } from '../../domain/money/currency';
import { useT } from '../base/i18n/use-t';

export interface MarketFormats {
  readonly price: TextFormatter;
  readonly percent: TextFormatter;
  readonly compact: TextFormatter;
}

/** The table's formatters, built once per locale and currency (not per cell or per tick). */
export function useMarketFormats(currency: CurrencyCode): MarketFormats {
  const { locale } = useT();
  return useMemo(
    () => ({ price: priceTextFormatter(locale, currency), percent: percentTextFormatter(locale), compact: compactTextFormatter(locale, currency) }),
    [locale, currency],
  );
}
