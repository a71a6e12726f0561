/**
 * Building an Intl.NumberFormat costs far more than using one: one is kept per locale and options.
 * Callers pass decimal strings already rounded with a named mode, so Intl only groups and localises.
 */
const formatters = new Map<string, Intl.NumberFormat>();

export function numberFormatter(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let cached = formatters.get(key);
  if (cached === undefined) {
    cached = new Intl.NumberFormat(locale, options);
    formatters.set(key, cached);
  }
  return cached;
}

/** A decimal string (from Dec.toFixed) as the literal Intl.NumberFormat formats without a float on the way. */
export const numericLiteral = (plain: string): Intl.StringNumericLiteral => plain as Intl.StringNumericLiteral;
