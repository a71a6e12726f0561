/** One row of the history export, every value already a string (amounts as exact decimal strings). */
export interface CsvTransaction {
  /** ISO 8601 in UTC, so a spreadsheet in any time zone reads the same instant. */
  readonly date: string;
  readonly id: string;
  readonly kind: string;
  readonly status: string;
  /** "+", "-" or "" (spec 001 §4 flow direction). */
  readonly sign: string;
  readonly amount: string;
  readonly currency: string;
  readonly counterAmount: string;
  readonly counterCurrency: string;
}

export const CSV_HEADER = ['date', 'id', 'kind', 'status', 'sign', 'amount', 'currency', 'counter_amount', 'counter_currency'] as const;

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, quote, CR or LF, quotes doubled. A text
 * a spreadsheet would run as a formula (starting with =, +, -, @, tab or CR) is prefixed with an
 * apostrophe (OWASP CSV injection), except a plain signed number and the sign column's "+" / "-".
 */
export function csvField(value: string): string {
  const formula = /^[=+\-@\t\r]/.test(value) && !/^[+-]?\d+(\.\d+)?$/.test(value) && value !== '+' && value !== '-';
  const safe = formula ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The history export: a header line, then one line per transaction, CRLF line ends (RFC 4180). */
export function transactionsCsv(rows: readonly CsvTransaction[]): string {
  const lines = [
    CSV_HEADER.join(','),
    ...rows.map((r) => [r.date, r.id, r.kind, r.status, r.sign, r.amount, r.currency, r.counterAmount, r.counterCurrency].map(csvField).join(',')),
  ];
  return `${lines.join('\r\n')}\r\n`;
}
