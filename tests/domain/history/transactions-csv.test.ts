import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CSV_HEADER, csvField, transactionsCsv } from '../../../domain/history/transactions-csv';
import { RUNS } from '../../arbitraries/runs';

/** A small RFC 4180 reader, to check what a spreadsheet would read back. */
function readCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += c;
  }
  return rows;
}

const row = (over: Partial<Record<string, string>> = {}) => ({
  date: '2026-11-26T10:00:00.000Z',
  id: 'tx_1',
  kind: 'crypto_purchase',
  status: 'completed',
  sign: '+',
  amount: '0.00123',
  currency: 'BTC',
  counterAmount: '100.5',
  counterCurrency: 'USD',
  ...over,
});

describe('transactions CSV (the history export)', () => {
  it('a header, then one CRLF line per transaction, amounts exact', () => {
    expect(transactionsCsv([row(), row({ id: 'tx_2', sign: '-', amount: '-12.30' })])).toBe(
      'date,id,kind,status,sign,amount,currency,counter_amount,counter_currency\r\n' +
        '2026-11-26T10:00:00.000Z,tx_1,crypto_purchase,completed,+,0.00123,BTC,100.5,USD\r\n' +
        '2026-11-26T10:00:00.000Z,tx_2,crypto_purchase,completed,-,-12.30,BTC,100.5,USD\r\n',
    );
  });

  it('quotes commas, quotes and line breaks; defuses formulas but not numbers or signs', () => {
    expect(csvField('Card, Visa "gold"')).toBe('"Card, Visa ""gold"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('-12.30')).toBe('-12.30');
    expect(csvField('+')).toBe('+');
  });

  it('property: a spreadsheet reads back every field (a formula with its apostrophe), one row per transaction', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ unit: 'grapheme-ascii' }), { minLength: 1, maxLength: 6 }), (descriptions) => {
        const rows = descriptions.map((d, i) => row({ id: `tx_${String(i)}`, status: d }));
        const read = readCsv(transactionsCsv(rows));
        expect(read[0]).toEqual([...CSV_HEADER]);
        expect(read).toHaveLength(rows.length + 1);
        read.slice(1).forEach((fields, i) => {
          const d = descriptions[i] ?? '';
          expect(fields[3]).toBe(/^[=+\-@\t\r]/.test(d) && !/^[+-]?\d+(\.\d+)?$/.test(d) && d !== '+' && d !== '-' ? `'${d}` : d);
          expect(fields).toHaveLength(CSV_HEADER.length);
        });
      }),
      RUNS,
    );
  });
});
