import { type ComponentType, lazy } from 'react';
import type { Catalogue } from '../base/i18n/texts';
import { WithTexts } from '../base/i18n/WithTexts';

/** A screen module that names the English texts it shows (its areas' tables), so they load with it. */
export interface ScreenModule<P> {
  readonly default: ComponentType<P>;
  readonly texts: Catalogue;
}

/** A lazily loaded screen whose English texts come in its own chunk, laid under the shown catalogue (WithTexts). */
export function lazyScreen<P extends object>(load: () => Promise<ScreenModule<P>>) {
  return lazy(async () => {
    const { default: Screen, texts } = await load();
    const WithItsTexts = (props: P) => (
      <WithTexts english={texts}>
        <Screen {...props} />
      </WithTexts>
    );
    return { default: WithItsTexts };
  });
}
