import { createRoot } from 'react-dom/client';
import { createBrowserRoot } from '../adapters/wiring/browser';
import { App } from './app/App';
import { loadCatalogue } from './i18n/translations';
import './styles/app.css';

/** The composition root: the only UI file that touches adapters/. */
const apiBaseUrl = document.querySelector('meta[name="api-base-url"]')?.getAttribute('content') ?? '';
const root = document.getElementById('root');
if (root === null) throw new Error('index.html has no #root');
const { shell, loadHub } = createBrowserRoot({ apiBaseUrl });
shell.language.start({ query: new URLSearchParams(location.search).get('lang') ?? undefined, browser: navigator.languages });
// A customer who reads another language gets its texts on the first paint (English if they fail to load).
const render = () => createRoot(root).render(<App services={shell} loadHub={loadHub} />);
loadCatalogue(shell.language.state.getSnapshot().texts).then(render, render);
