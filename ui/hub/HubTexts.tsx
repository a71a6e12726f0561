import type { ReactNode } from 'react';
import { WithTexts } from '../base/i18n/WithTexts';
import { hubCoreMessagesEn } from './hub-core-messages.en';

/**
 * Adds the English texts of the hub's first screen under the language's catalogue (which already
 * carries the hub's translations), so they load with the hub and not on the sign-in screen.
 */
export function HubTexts({ children }: { readonly children: ReactNode }) {
  return <WithTexts english={hubCoreMessagesEn}>{children}</WithTexts>;
}
