// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RouteFocus } from '../../../ui/app/RouteFocus';

function Page({ title, children }: { readonly title: string; readonly children?: React.ReactNode }) {
  return (
    <>
      <h1>{title}</h1>
      {children}
    </>
  );
}

/** A page whose heading comes after its data, as a lazy route's does. */
function LatePage() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), 20);
    return () => clearTimeout(timer);
  }, []);
  return ready ? <Page title="Late" /> : <p role="status">Loading</p>;
}

function DialogPage() {
  return (
    <Page title="Dialog page">
      <div role="dialog" aria-label="Confirm">
        <button type="button" autoFocus>
          Confirm
        </button>
      </div>
    </Page>
  );
}

function renderApp(path: string) {
  // Files share a window (isolate: false): one that left it at about:blank (a test following a
  // link out of the app) would leave the browser router no address to resolve, so start from one.
  (window as unknown as { happyDOM?: { setURL: (url: string) => void } }).happyDOM?.setURL(`http://localhost:3000${path}`);
  window.history.replaceState(null, '', path);
  render(
    <BrowserRouter>
      <RouteFocus />
      <nav>
        <Link to="/market">Market</Link>
        <Link to="/form">Form</Link>
        <Link to="/late">Late</Link>
        <Link to="/dialog">Dialog</Link>
        <Link to="/guide#risk">Risk</Link>
      </nav>
      <main>
        <Routes>
          <Route path="/home" element={<Page title="Home" />} />
          <Route path="/market" element={<Page title="Market" />} />
          <Route
            path="/form"
            element={
              <Page title="Sign in">
                <label>
                  Code <input autoFocus />
                </label>
              </Page>
            }
          />
          <Route path="/late" element={<LatePage />} />
          <Route path="/dialog" element={<DialogPage />} />
          <Route
            path="/guide"
            element={
              <Page title="Guide">
                <section id="risk" aria-label="Risk statement" />
              </Page>
            }
          />
        </Routes>
      </main>
    </BrowserRouter>,
  );
}

describe('focus on route changes (WCAG 2.4.3)', () => {
  beforeEach(() => {
    window.scrollTo = () => undefined;
  });
  afterEach(cleanup);

  it('leaves focus alone on the first load', () => {
    renderApp('/home');
    expect(screen.getByRole('heading', { name: 'Home' })).not.toBe(document.activeElement);
    expect(document.activeElement).toBe(document.body);
    expect(screen.getByRole('heading', { name: 'Home' }).hasAttribute('tabindex')).toBe(false);
  });

  it('moves focus to the new page’s main heading, focusable by script only and marked to draw no ring', async () => {
    renderApp('/home');
    await userEvent.click(screen.getByRole('link', { name: 'Market' }));
    const heading = screen.getByRole('heading', { name: 'Market' });
    expect(document.activeElement).toBe(heading);
    expect(heading.getAttribute('tabindex')).toBe('-1');
    expect(heading.hasAttribute('data-route-focus')).toBe(true);
  });

  it('waits for a heading that comes after the route, then focuses it', async () => {
    renderApp('/home');
    await userEvent.click(screen.getByRole('link', { name: 'Late' }));
    expect(document.activeElement).not.toBe(screen.queryByRole('heading', { name: 'Home' }));
    const heading = await screen.findByRole('heading', { name: 'Late' });
    await act(() => Promise.resolve());
    expect(document.activeElement).toBe(heading);
  });

  it('keeps the focus a new page gives its own field', async () => {
    renderApp('/home');
    await userEvent.click(screen.getByRole('link', { name: 'Form' }));
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Code' }));
  });

  it('keeps the focus a dialog holds', async () => {
    renderApp('/home');
    await userEvent.click(screen.getByRole('link', { name: 'Dialog' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Confirm' }));
  });

  it('a link to a fragment focuses that element rather than the heading', async () => {
    renderApp('/home');
    await userEvent.click(screen.getByRole('link', { name: 'Risk' }));
    const section = screen.getByRole('region', { name: 'Risk statement' });
    expect(document.activeElement).toBe(section);
    expect(section.getAttribute('tabindex')).toBe('-1');
  });

  it('follows each change: back to a page seen before focuses its heading again', async () => {
    renderApp('/home');
    await userEvent.click(screen.getByRole('link', { name: 'Market' }));
    const popped = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    await act(async () => {
      window.history.back();
      await popped;
    });
    expect(document.activeElement).toBe(await screen.findByRole('heading', { name: 'Home' }));
  });
});
