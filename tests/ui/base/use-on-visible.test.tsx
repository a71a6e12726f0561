// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { Observable } from 'rxjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { VisibilityPort } from '../../../application/ports/visibility-port';
import { useOnVisible } from '../../../ui/base/use-on-visible';
import { fakeApp, renderWithServices } from '../render-with-services';

function Probe({ onVisible }: { readonly onVisible: () => void }) {
  useOnVisible(onVisible);
  return null;
}

/** A Probe whose callback changes from `first` to `second` on a click. */
function Switching({ first, second }: { readonly first: () => void; readonly second: () => void }) {
  const [switched, setSwitched] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setSwitched(true)}>
        Switch
      </button>
      <Probe onVisible={switched ? second : first} />
    </>
  );
}

/** The fake page visibility, counting who listens to it. */
function countedVisibility(app: ReturnType<typeof fakeApp>) {
  let listeners = 0;
  const visibility: VisibilityPort = {
    visible$: new Observable<boolean>((subscriber) => {
      listeners += 1;
      const inner = app.fakes.visibility.visible$.subscribe(subscriber);
      return () => {
        listeners -= 1;
        inner.unsubscribe();
      };
    }),
  };
  return { visibility, listeners: () => listeners };
}

describe('useOnVisible: one page-visibility hook over the visibility port', () => {
  afterEach(cleanup);

  it('runs the callback each time the page becomes visible again, not on mounting nor on hiding', () => {
    const app = fakeApp();
    const onVisible = vi.fn();
    renderWithServices(<Probe onVisible={onVisible} />, app.services);
    expect(onVisible).not.toHaveBeenCalled();
    act(() => app.fakes.visibility.hide());
    expect(onVisible).not.toHaveBeenCalled();
    act(() => app.fakes.visibility.show());
    expect(onVisible).toHaveBeenCalledOnce();
    act(() => {
      app.fakes.visibility.hide();
      app.fakes.visibility.show();
    });
    expect(onVisible).toHaveBeenCalledTimes(2);
  });

  it('a page hidden at mount counts its first showing', () => {
    const app = fakeApp();
    app.fakes.visibility.hide();
    const onVisible = vi.fn();
    renderWithServices(<Probe onVisible={onVisible} />, app.services);
    act(() => app.fakes.visibility.show());
    expect(onVisible).toHaveBeenCalledOnce();
  });

  it('calls the latest callback without subscribing again, and stops listening when unmounted', () => {
    const app = fakeApp();
    const { visibility, listeners } = countedVisibility(app);
    const services = { ...app.services, visibility };
    const first = vi.fn();
    const second = vi.fn();
    const view = renderWithServices(<Switching first={first} second={second} />, services);
    fireEvent.click(screen.getByRole('button', { name: 'Switch' }));
    expect(listeners()).toBe(1);
    act(() => {
      app.fakes.visibility.hide();
      app.fakes.visibility.show();
    });
    expect([first.mock.calls.length, second.mock.calls.length]).toEqual([0, 1]);
    view.unmount();
    expect(listeners()).toBe(0);
    act(() => {
      app.fakes.visibility.hide();
      app.fakes.visibility.show();
    });
    expect(second).toHaveBeenCalledOnce();
  });
});
