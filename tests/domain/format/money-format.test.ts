import { describe, expect, it } from 'vitest';
import { formatCoin, formatFiat, formatMoney, formatServerAmountText } from '../../../domain/format/money-format';
import { currencyCode } from '../../../domain/money/currency';
import { dec } from '../../../domain/money/decimal';

const fiat = (amount: string, currency = 'USD', locale = 'en-US'): string => formatFiat(dec(amount), currencyCode(currency), locale);
const coin = (amount: string, symbol = 'BTC', locale = 'en-US'): string => formatCoin(dec(amount), currencyCode(symbol), locale);

describe('formatFiat', () => {
  it('shows 2 decimals with the currency symbol', () => {
    expect(fiat('12.5')).toBe('$12.50');
    expect(fiat('0')).toBe('$0.00');
  });

  it('rounds down to 2 decimals, never up', () => {
    expect(fiat('1.239')).toBe('$1.23');
    expect(fiat('0.009')).toBe('$0.00');
    expect(fiat('99.999999')).toBe('$99.99');
  });

  it('groups thousands for en-US', () => {
    expect(fiat('1234567.891')).toBe('$1,234,567.89');
    expect(fiat('999999999999.99')).toBe('$999,999,999,999.99');
  });

  it('keeps every digit of a 12-integer-digit amount (no floating point on the way)', () => {
    expect(fiat('123456789012.34')).toBe('$123,456,789,012.34');
    expect(fiat('900719925474.99')).toBe('$900,719,925,474.99');
  });

  it('shows 0 decimals for JPY, rounded down', () => {
    expect(fiat('1234.99', 'JPY')).toBe('¥1,234');
    expect(fiat('0.99', 'JPY')).toBe('¥0');
  });

  it('shows 0 decimals for KRW and HUF', () => {
    expect(fiat('1500.7', 'KRW')).toBe('₩1,500');
    expect(fiat('1500.7', 'HUF', 'en-US')).toMatch(/^HUF\s?1,500$/);
  });

  it('uses the locale grouping and decimal separators', () => {
    expect(fiat('1234.567', 'EUR', 'de-DE')).toBe('1.234,56\u00a0€');
  });

  it('rounds a negative amount towards zero', () => {
    expect(fiat('-1.239')).toBe('-$1.23');
  });
});

describe('formatCoin', () => {
  it('shows the amount and the symbol', () => {
    expect(coin('1.5')).toBe('1.5 BTC');
  });

  it('shows up to 8 decimals', () => {
    expect(coin('0.12345678')).toBe('0.12345678 BTC');
    expect(coin('0.00000001')).toBe('0.00000001 BTC');
  });

  it('rounds down beyond 8 decimals', () => {
    expect(coin('0.123456789')).toBe('0.12345678 BTC');
    expect(coin('0.000000009')).toBe('0 BTC');
    expect(coin('1.999999999')).toBe('1.99999999 BTC');
  });

  it('drops trailing zeros', () => {
    expect(coin('1.50000000')).toBe('1.5 BTC');
    expect(coin('2.000')).toBe('2 BTC');
    expect(coin('0')).toBe('0 BTC');
  });

  it('groups thousands for en-US and keeps every digit', () => {
    expect(coin('999999999999.12345678')).toBe('999,999,999,999.12345678 BTC');
  });

  it('shows tiny amounts in plain notation, not exponent notation', () => {
    expect(coin('0.00000012')).toBe('0.00000012 BTC');
  });
});

describe('formatMoney', () => {
  it('formats a fiat as a fiat and a coin (four letters too) as a coin', () => {
    expect(formatMoney(dec('12.345'), currencyCode('USD'), false, 'en-US')).toBe('$12.34');
    expect(formatMoney(dec('12.345'), currencyCode('USDT'), true, 'en-US')).toBe('12.345 USDT');
  });
});

describe('formatServerAmountText (amounts a server wrote into a page)', () => {
  const usd = currencyCode('USD');
  it('shows "150.00 USD" like every other amount, in the locale', () => {
    expect(formatServerAmountText('150.00 USD', usd, 'en-US')).toBe('$150.00');
    expect(formatServerAmountText('1234.5 USD', usd, 'de-DE')).toBe(`1.234,50\u00a0$`);
  });
  it('leaves any other text as the server wrote it', () => {
    for (const text of ['150.00 EUR', 'about 150 USD', '150,00 USD', 'USD 150.00', '1e3 USD', 'instant', ''])
      expect(formatServerAmountText(text, usd, 'en-US')).toBe(text);
  });
});
