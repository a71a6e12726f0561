// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useMediaQuery } from '../../../ui/base/use-media-query';

/** A matchMedia whose answer the test sets, counting the lists it makes and who listens to them. */
function fakeMatchMedia(initially: boolean) {
  let matches = initially;
  const listeners = new Set<() => void>();
  const made: string[] = [];
  vi.stubGlobal('matchMedia', (query: string) => {
    made.push(query);
    return {
      media: query,
      get matches() {
        return matches;
      },
      addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    };
  });
  return {
    made,
    listeners,
    set(next: boolean) {
      matches = next;
      act(() => listeners.forEach((listener) => listener()));
    },
  };
}

function Probe() {
  const [renders, setRenders] = useState(0);
  const phone = useMediaQuery('(max-width: 720px)');
  return (
    <button type="button" onClick={() => setRenders(renders + 1)}>
      {phone ? 'phone' : 'desktop'} {renders}
    </button>
  );
}

describe('useMediaQuery', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('answers whether the query matches and follows its changes', () => {
    const media = fakeMatchMedia(false);
    render(<Probe />);
    expect(screen.getByRole('button').textContent).toBe('desktop 0');
    media.set(true);
    expect(screen.getByRole('button').textContent).toBe('phone 0');
    media.set(false);
    expect(screen.getByRole('button').textContent).toBe('desktop 0');
  });

  it('makes the query list once, not at every render, and stops listening when unmounted', () => {
    const media = fakeMatchMedia(true);
    const { unmount } = render(<Probe />);
    for (let i = 0; i < 5; i++) fireEvent.click(screen.getByRole('button'));
    expect(screen.getByRole('button').textContent).toBe('phone 5');
    expect(media.made).toEqual(['(max-width: 720px)']);
    expect(media.listeners.size).toBe(1);
    unmount();
    expect(media.listeners.size).toBe(0);
  });

  it('answers false where matchMedia does not exist', () => {
    vi.stubGlobal('matchMedia', undefined);
    render(<Probe />);
    expect(screen.getByRole('button').textContent).toBe('desktop 0');
  });
});
