import { createRoot } from 'react-dom/client';
import { createBrowserServices } from '../adapters/wiring/browser';
import { App } from './app/App';
import './styles/app.css';

/** The composition root: the only UI file that touches adapters/. */
const apiBaseUrl = document.querySelector('meta[name="api-base-url"]')?.getAttribute('content') ?? '';
const root = document.getElementById('root');
if (root === null) throw new Error('index.html has no #root');
createRoot(root).render(<App services={createBrowserServices({ apiBaseUrl })} />);
