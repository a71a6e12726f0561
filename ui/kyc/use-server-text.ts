import { useCallback } from 'react';
import type { MessageKey } from '../base/i18n/message-ids';
import { useT } from '../base/i18n/use-t';
import { readableKey } from '../shared/readable-key';

/**
 * Translates a translation key the server sent (a section title, a field's placeholder, an
 * option, the overview's texts). Choice: a key without a text shows as readable words, so a new
 * server field is usable before its translation ships.
 */
export function useServerText(): (key: string) => string {
  const { t } = useT();
  return useCallback(
    (key: string) => {
      const id = `kycServer.${key}`;
      const text = t(id as MessageKey);
      return text === id ? readableKey(key) : text;
    },
    [t],
  );
}
