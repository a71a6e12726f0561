import type { ReactNode } from 'react';
import { WithTexts } from '../../ui/base/i18n/WithTexts';
import { hubMessagesEn } from '../../ui/hub/hub-messages.en';

/**
 * Every hub text: the first screen's and each lazily loaded area's, for component tests that render
 * an area's components without the lazy screen that lays its texts (tests/ui/i18n/area-texts.test.ts
 * checks each area's keys stay inside those screens).
 */
export function AllHubTexts({ children }: { readonly children: ReactNode }) {
  return <WithTexts english={hubMessagesEn}>{children}</WithTexts>;
}
