/**
 * The domain's hot paths, each beside a plain-number baseline doing the same arithmetic with JS
 * numbers (wrong in the last cent, which is why the product does not use it), so the cost of
 * exactness reads as a ratio. A benchmark, never a test: it does not fail the build.
 */
import { bench, describe } from 'vitest';
import { currencyCode } from '../../domain/money/currency';
import { dec, Rounding, roundTo } from '../../domain/money/decimal';
import { splitFee } from '../../domain/money/fee-split';
import { acceptAmountInput } from '../../domain/money/amount-input';
import { coinsForFiat } from '../../domain/trade/conversion';
import { formatFiat } from '../../domain/format/money-format';
import { formatPrice } from '../../domain/format/price-format';
import { selectTier } from '../../domain/rates/live-rates';
import { sortCoinRows } from '../../domain/market/coin-sort';
import { coinRow } from '../support/coin-row';

const USD = currencyCode('USD');
const total = dec('1234.56');
const percent = dec('0.5');
const price = dec('67250.12');

describe('amount input (per keystroke)', () => {
  bench('exact: acceptAmountInput', () => {
    acceptAmountInput('1234.5', '1,234.56', 2);
  });
  bench('baseline: regex test on a number string', () => {
    const text = '1,234.56'.replace(/,/g, '');
    void (/^\d{0,12}(\.\d{0,2})?$/.test(text) && Number(text));
  });
});

describe('fee split', () => {
  bench('exact: splitFee (Decimal, fee rounded up)', () => {
    splitFee(total, percent, 2);
  });
  bench('baseline: numbers', () => {
    const fee = Math.ceil(((1234.56 * 0.5) / 100) * 100) / 100;
    void (1234.56 - fee);
  });
});

describe('quote math (net after fee -> coins, rounded down)', () => {
  bench('exact: splitFee + coinsForFiat', () => {
    coinsForFiat(splitFee(total, percent, 2).net, price, 8);
  });
  bench('baseline: numbers', () => {
    const net = 1234.56 - Math.ceil(((1234.56 * 0.5) / 100) * 100) / 100;
    void (Math.floor((net / 67250.12) * 1e8) / 1e8);
  });
});

describe('rounding', () => {
  bench('exact: roundTo down', () => {
    roundTo(price, 1, Rounding.down);
  });
  bench('baseline: Math.floor', () => {
    void (Math.floor(67250.12 * 10) / 10);
  });
});

describe('price formatting', () => {
  bench('exact: formatFiat (Decimal, rounded down, Intl)', () => {
    formatFiat(total, USD, 'en-US');
  });
  const plain = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
  bench('baseline: Intl on a number', () => {
    plain.format(1234.56);
  });
});

describe('tier selection', () => {
  const tiers = ['0', '100', '1000', '10000', '100000'].map((amount, i) => ({ amount: dec(amount), rate: dec(String(67250 - i * 10)) }));
  const plainTiers = [0, 100, 1000, 10000, 100000].map((amount, i) => ({ amount, rate: 67250 - i * 10 }));
  const entered = dec('2500');
  bench('exact: selectTier', () => {
    selectTier(tiers, entered);
  });
  bench('baseline: numbers', () => {
    let chosen = plainTiers[0];
    for (const tier of plainTiers) if (tier.amount <= 2500 && (chosen === undefined || tier.amount >= chosen.amount)) chosen = tier;
    void chosen;
  });
});

describe('coin price formatting (format a)', () => {
  const price = dec('0.000123456');
  const plain = new Intl.NumberFormat('en-US', { maximumSignificantDigits: 4 });
  bench('exact: formatPrice', () => {
    formatPrice(price, 'en-US');
  });
  bench('baseline: Intl on a number', () => {
    plain.format(0.000123456);
  });
});

describe('sorting the market page: 500 coins by price', () => {
  const rows = Array.from({ length: 500 }, (_, i) =>
    coinRow(`c${String(i)}`, { name: `Coin ${String(i)}`, rank: i + 1, price: dec(String(((i * 7919) % 100_000) + 1)).dividedBy(i % 5 === 0 ? '1000' : '1') }),
  );
  const plain = rows.map((row) => ({ row, price: row.price.toNumber() }));
  bench('exact: sortCoinRows', () => {
    sortCoinRows(rows, { key: 'price', direction: 'desc' });
  });
  bench('baseline: numbers', () => {
    [...plain].sort((a, b) => b.price - a.price || (a.row.rank ?? 0) - (b.row.rank ?? 0));
  });
});
