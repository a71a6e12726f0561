/**
 * Decimal strings compared and shifted as text: exact, and cheap enough for a price stream's hot
 * path, where building a Decimal per coin per batch is what we avoid. Inputs are canonical decimal
 * strings (isDecimalString in decimal.ts: digits, an optional minus, at most one dot).
 */

const parts = (text: string): { readonly negative: boolean; readonly whole: string; readonly fraction: string } => {
  const negative = text.startsWith('-');
  const unsigned = negative ? text.slice(1) : text;
  const dot = unsigned.indexOf('.');
  const whole = (dot < 0 ? unsigned : unsigned.slice(0, dot)).replace(/^0+/, '');
  const fraction = (dot < 0 ? '' : unsigned.slice(dot + 1)).replace(/0+$/, '');
  return { negative: negative && (whole !== '' || fraction !== ''), whole, fraction };
};

function compareMagnitude(a: ReturnType<typeof parts>, b: ReturnType<typeof parts>): number {
  if (a.whole.length !== b.whole.length) return a.whole.length < b.whole.length ? -1 : 1;
  if (a.whole !== b.whole) return a.whole < b.whole ? -1 : 1;
  const length = Math.max(a.fraction.length, b.fraction.length);
  const x = a.fraction.padEnd(length, '0');
  const y = b.fraction.padEnd(length, '0');
  return x === y ? 0 : x < y ? -1 : 1;
}

/** -1, 0 or 1 as the decimal `a` is below, equal to or above `b` ("1.50" equals "1.5", "-0" equals "0"). */
export function compareDecimalStrings(a: string, b: string): -1 | 0 | 1 {
  if (a === b) return 0;
  const x = parts(a);
  const y = parts(b);
  if (x.negative !== y.negative) return x.negative ? -1 : 1;
  const magnitude = compareMagnitude(x, y);
  const signed = x.negative ? -magnitude : magnitude;
  return signed < 0 ? -1 : signed > 0 ? 1 : 0;
}

/** The decimal divided by 10^places, as a canonical string ("2.35", 2 -> "0.0235"; "-150", 2 -> "-1.5"). */
export function shiftDecimalLeft(text: string, places: number): string {
  const { negative, whole, fraction } = parts(text);
  const digits = (whole + fraction).padStart(places + fraction.length + 1, '0');
  const point = digits.length - fraction.length - places;
  const shiftedWhole = digits.slice(0, point).replace(/^0+(?=\d)/, '');
  const shiftedFraction = digits.slice(point).replace(/0+$/, '');
  const body = shiftedFraction === '' ? shiftedWhole : `${shiftedWhole}.${shiftedFraction}`;
  return negative && body !== '0' ? `-${body}` : body;
}
