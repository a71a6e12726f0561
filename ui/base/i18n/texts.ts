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

/**
 * Formats a catalogue with intl-messageformat, the ICU engine the CLI uses too (no react-intl: the
 * UI only ever formats messages to strings). Each message is compiled once, on first use.
 */
export function textsOf(locale: string, catalogue: Catalogue): Texts {
  const compiled = new Map<string, IntlMessageFormat>();
  const format = (id: string, values?: Values): string => {
    const message = catalogue[id];
    if (message === undefined) return id;
    try {
      let formatter = compiled.get(id);
      if (formatter === undefined) {
        formatter = new IntlMessageFormat(message, locale);
        compiled.set(id, formatter);
      }
      return String(formatter.format(values));
    } catch {
      return typeof message === 'string' ? message : id;
    }
  };
  return { locale, catalogue, format };
}
