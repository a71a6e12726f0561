import { createRoot, hydrateRoot } from 'react-dom/client';
import { readRuntimeConfig } from '../adapters/browser/runtime-config';
import { createBrowserRoot } from '../adapters/wiring/browser';
import { App } from './app/App';
import { prefilledForm } from './base/prefilled';
import { loadCatalogue } from './i18n/translations';
import './styles/app.css';

/** The composition root: the only UI file that touches adapters/. config.json sits beside index.html, one folder above this script. */
const config = await readRuntimeConfig(new URL('../config.json', import.meta.url), (input, init) => window.fetch(input, init));
const root = document.getElementById('root');
if (root === null) throw new Error('index.html has no #root');
const { shell, loadHub } = createBrowserRoot({
  apiBaseUrl: config.apiBaseUrl,
  payments: { gatewayOrigin: config.gatewayOrigin, sandboxWallets: config.walletMode === 'sandbox' },
});
// Who is signed in is asked at once, beside the texts' load and the first render (App joins it).
void shell.signIn.restore();
const query = new URLSearchParams(location.search);
// Development switches (a sandbox deployment only): ?lang=en-XA (pseudo-locale) and ?dir=rtl (right to left).
const development = config.walletMode === 'sandbox' ? { direction: query.get('dir') === 'rtl' ? ('rtl' as const) : undefined } : undefined;
shell.language.start({ query: query.get('lang') ?? undefined, browser: navigator.languages, development });
// index.html carries the sign-in card prerendered in English where that is what this visitor sees
// (esbuild.config.mjs): it is hydrated. Anywhere else the app renders afresh, a customer who reads
// another language with its texts on the first paint (English if they fail to load).
const prerendered = root.firstElementChild !== null && shell.language.state.getSnapshot().texts === 'en';
const render = () => {
  if (prerendered) {
    // The form starts from what was typed into the card before this script ran, and sends itself if
    // it was sent then (index.html's card gate kept it from going and marked it), so nothing is lost.
    const typed = Object.fromEntries([...root.querySelectorAll('input')].map((input) => [input.name, input.value]));
    const sent = root.querySelector('form[data-submitted]') !== null;
    const app = <App services={shell} loadHub={loadHub} prefilled={prefilledForm(typed, sent)} />;
    hydrateRoot(root, app, { onRecoverableError: (error) => shell.logger.log({ level: 'warn', event: 'prerender_mismatch', error }) });
    return;
  }
  root.replaceChildren();
  createRoot(root).render(<App services={shell} loadHub={loadHub} />);
};
loadCatalogue(shell.language.state.getSnapshot().texts).then(render, render);
