import { createContext, useContext } from 'react';

/**
 * A prerendered form's state from before the app's script ran (ui/main.tsx reads it from the
 * page): what was typed, by field name, and whether it was sent. A form starts from the values, so
 * hydrating it keeps what was typed, and sends itself once if it was sent before it could be.
 */
export interface PrefilledForm {
  readonly values: Readonly<Record<string, string>>;
  /** True once, for the first caller, when the form was sent before the app ran. */
  readonly takeSubmit: () => boolean;
}

export const NOTHING_PREFILLED: PrefilledForm = { values: {}, takeSubmit: () => false };

export const PrefilledContext = createContext<PrefilledForm>(NOTHING_PREFILLED);

export const usePrefilled = (): PrefilledForm => useContext(PrefilledContext);

/** The form state read from the page: `submitted` is handed to the first `takeSubmit` only. */
export function prefilledForm(values: Readonly<Record<string, string>>, submitted: boolean): PrefilledForm {
  let pending = submitted;
  return {
    values,
    takeSubmit: () => {
      const was = pending;
      pending = false;
      return was;
    },
  };
}
