import { useEffect } from 'react';
import { useT } from '../base/i18n/use-t';

/** The page's title: its main heading, then the product (a name a tab, a bookmark and a screen reader can tell apart). */
export const documentTitle = (heading: string | undefined, product: string): string =>
  heading === undefined || heading === '' || heading === product ? product : `${heading} · ${product}`;

/**
 * Keeps `document.title` naming the page shown (WCAG 2.4.2): the text of the page's level-1
 * heading, followed as it changes (routes render their heading after their code and data load).
 */
export function DocumentTitle() {
  const { t } = useT();
  const product = t('app.name');
  useEffect(() => {
    const root = document.getElementById('root') ?? document.body;
    const apply = () => {
      const next = documentTitle(root.querySelector('main h1')?.textContent?.trim(), product);
      if (document.title !== next) document.title = next;
    };
    apply();
    const observer = new MutationObserver(apply);
    observer.observe(root, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [product]);
  return null;
}
