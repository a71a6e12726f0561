/**
 * The hub areas' stylesheet, a file of its own so /login does not download it. index.html names it
 * (`<meta name="hub-stylesheet">`) and adds it at once on /hub/ pages; after signing in on /login
 * it is added here. Resolves once it has loaded (or failed: the hub still renders), so a hub route
 * never paints unstyled. Without the meta (component tests, a build without it) there is nothing to load.
 */
export function loadHubStylesheet(): Promise<void> {
  const href = document.querySelector<HTMLMetaElement>('meta[name="hub-stylesheet"]')?.content;
  if (href === undefined || href === '') return Promise.resolve();
  let link = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].find((l) => l.getAttribute('href') === href);
  if (link === undefined) {
    link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    // Before the entry's stylesheet: the areas first, then the base, as in one bundle.
    document.head.insertBefore(link, document.querySelector('link[rel="stylesheet"]'));
  }
  if (link.sheet !== null) return Promise.resolve();
  const added = link;
  return new Promise((resolve) => {
    added.addEventListener('load', () => resolve(), { once: true });
    added.addEventListener('error', () => resolve(), { once: true });
  });
}
