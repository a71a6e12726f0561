import fc from 'fast-check';

const DIGITS = '0123456789'.split('');

/** A string of ASCII digits. */
export const digits = (minLength = 0, maxLength = 16): fc.Arbitrary<string> => fc.string({ unit: fc.constantFrom(...DIGITS), minLength, maxLength });

/**
 * What a user may type into an amount field: mostly digits with the odd dot and comma, sometimes
 * characters the field must refuse (letters, signs, spaces, exponent, non-ASCII digits).
 */
export const typedAmountText = (maxLength = 20): fc.Arbitrary<string> =>
  fc.string({
    unit: fc.oneof(
      { weight: 12, arbitrary: fc.constantFrom(...DIGITS) },
      { weight: 2, arbitrary: fc.constant('.') },
      { weight: 2, arbitrary: fc.constant(',') },
      { weight: 1, arbitrary: fc.constantFrom('a', 'e', 'E', '-', '+', ' ', '\u00a0', '٣', '１', '_', "'") },
    ),
    maxLength,
  });

/** An amount typed the well-formed way: digits, optionally a dot and more digits. */
export const wellFormedAmountText = (maxIntegerDigits = 14, maxDecimals = 10): fc.Arbitrary<string> =>
  fc
    .tuple(digits(0, maxIntegerDigits), fc.option(digits(0, maxDecimals), { nil: undefined }))
    .map(([integer, fraction]) => (fraction === undefined ? integer : `${integer}.${fraction}`));

/** Inserts `piece` at the given positions (taken modulo length + 1) of `text`. */
export function insertAt(text: string, positions: readonly number[], piece: string): string {
  let result = text;
  for (const position of positions) {
    const at = position % (result.length + 1);
    result = `${result.slice(0, at)}${piece}${result.slice(at)}`;
  }
  return result;
}

/** Positions for insertAt. */
export const insertionPositions = fc.array(fc.nat({ max: 64 }), { maxLength: 6 });
