import { IntlMessageFormat } from 'intl-messageformat';

/** An ICU message: its text, or its syntax tree where the browser build compiled it (scripts/precompiled-messages.mjs). */
export type Message = ConstructorParameters<typeof IntlMessageFormat>[0];

/** A flat table of ICU messages by id. */
export type Catalogue = Readonly<Record<string, Message>>;

export type Values = Record<string, string | number>;

/** A catalogue ready to format in one locale. */
export interface Texts {
  /** The formatting locale (amounts, dates, plurals). */
  readonly locale: string;
  readonly catalogue: Catalogue;
  /**
   * The ICU message of `id` with its values. Choice: a missing message shows its id, a message that
   * cannot be formatted its source text, or its id once compiled (react-intl's fallbacks).
   */
  readonly format: (id: string, values?: Values) => string;
}

/** TYPE.literal of @formatjs/icu-messageformat-parser's syntax tree (intl-messageformat's own dependency, not ours to import). */
const LITERAL_ELEMENT = 0;

/** The text of a message that is one literal (no argument, plural or escape): most of a screen's labels. */
function literalText(message: Message): string | undefined {
  if (typeof message === 'string') return /[{}'<]/.test(message) ? undefined : message;
  const [only, ...rest] = message;
  if (rest.length > 0 || only === undefined || Number(only.type) !== LITERAL_ELEMENT || !('value' in only)) return undefined;
  return only.value;
}

/** Intl formatters one catalogue's messages share (intl-messageformat otherwise builds them per message). */
function sharedFormatters() {
  const memo = <T>(make: (...args: never[]) => T) => {
    const made = new Map<string, T>();
    return (...args: never[]): T => {
      const key = JSON.stringify(args);
      let value = made.get(key);
      if (value === undefined) {
        value = make(...args);
        made.set(key, value);
      }
      return value;
    };
  };
  return {
    getNumberFormat: memo((...args: ConstructorParameters<typeof Intl.NumberFormat>) => new Intl.NumberFormat(...args)),
    getDateTimeFormat: memo((...args: ConstructorParameters<typeof Intl.DateTimeFormat>) => new Intl.DateTimeFormat(...args)),
    getPluralRules: memo((...args: ConstructorParameters<typeof Intl.PluralRules>) => new Intl.PluralRules(...args)),
  };
}

/**
 * Formats a catalogue with intl-messageformat, the ICU engine the CLI uses too (no react-intl: the
 * UI only ever formats messages to strings). A message that is one literal is its own text; any
 * other is compiled once, on first use, with Intl formatters shared across the catalogue (a
 * compile resolves the locale and builds formatters: the first screen's main-thread cost).
 */
export function textsOf(locale: string, catalogue: Catalogue): Texts {
  const compiled = new Map<string, IntlMessageFormat>();
  const formatters = sharedFormatters();
  const format = (id: string, values?: Values): string => {
    const message = catalogue[id];
    if (message === undefined) return id;
    const literal = literalText(message);
    if (literal !== undefined) return literal;
    try {
      let formatter = compiled.get(id);
      if (formatter === undefined) {
        formatter = new IntlMessageFormat(message, locale, undefined, { formatters });
        compiled.set(id, formatter);
      }
      return String(formatter.format(values));
    } catch {
      return typeof message === 'string' ? message : id;
    }
  };
  return { locale, catalogue, format };
}
