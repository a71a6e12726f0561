import { useCallback } from 'react';
import type { MessageKey } from '../base/i18n/message-ids';
import { useT } from '../base/i18n/use-t';
import { readableKey } from '../shared/readable-key';

/** A Level Up text key the server sent (the info's title, a plan's benefits); one without a text here reads as words. */
export function useLevelUpText(): (key: string) => string {
  const { t } = useT();
  return useCallback(
    (key: string) => {
      const id = `levelUpServer.${key}`;
      const text = t(id as MessageKey);
      return text === id ? readableKey(key.replace(/^level_up_(benefit_)?/, '')) : text;
    },
    [t],
  );
}

/** A CSS gradient of the server's colours (spec 001 §3 level-up gradient colours); a colour that is not #hex is left out. */
export function gradientOf(colours: readonly string[]): string | undefined {
  const safe = colours.filter((c) => /^#[0-9a-f]{3,8}$/i.test(c));
  if (safe.length === 0) return undefined;
  return `linear-gradient(135deg, ${(safe.length === 1 ? [safe[0], safe[0]] : safe).join(', ')})`;
}
