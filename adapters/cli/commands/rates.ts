import { currencyCode } from '../../../domain/money/currency';
import { liveRatesTransactionType } from '../../../domain/trade/order-types';
import { apiFailure } from '../api-failure';
import type { Command } from '../command';
import { loadedCustomer } from '../customer-view';
import { table } from '../output/table';
import { toJson } from '../output/to-json';

/** `rates`: the live rates of a pair with their volume tiers and thresholds (Prime regular users' tiers). */
export const ratesCommand: Command = {
  path: ['rates'],
  summary: 'live rates of a pair with their tiers, lot size and thresholds',
  options: {
    from: { type: 'string', hint: 'the currency paid (e.g. USD)' },
    to: { type: 'string', hint: 'the currency received (e.g. BTC)' },
  },
  required: ['from', 'to'],
  signedIn: true,
  run: async ({ services, runtime, messages, progress }, values) => {
    const customer = await loadedCustomer(services);
    const from = currencyCode(String(values.from));
    const to = currencyCode(String(values.to));
    const result = await progress('fetching live rates', runtime.get('trading').getLiveRate(from, to, liveRatesTransactionType(customer.isPrimeRegular)));
    if (!result.ok) throw apiFailure(result.error, messages);
    const rates = result.value;
    const rows = rates.rates.flatMap((input) => input.tiers.map((tier) => [input.inputCurrency, tier.amount.toFixed(), tier.rate.toFixed()]));
    return {
      json: toJson({ liveRates: rates }),
      human:
        `${rates.fromCurrency} -> ${rates.toCurrency} (key ${rates.keyCurrency}; lot size ${rates.lotSize?.toFixed() ?? '-'}; min ${rates.threshold.min?.toFixed() ?? '-'}, max ${rates.threshold.max?.toFixed() ?? '-'})\n\n` +
        table(['input', 'from amount', 'rate'], rows, [false, true, true]),
    };
  },
};
