// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { createRef, type RefObject } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useReturnFocus } from '../../../ui/base/use-return-focus';

afterEach(cleanup);

/** Mounts the hook as an opened dialog would, with `active` focused at that moment; answers its callback. */
function openWith(active: HTMLElement | undefined, fallback?: RefObject<HTMLElement | null>): (event: Event) => void {
  active?.focus();
  let restore: ((event: Event) => void) | undefined;
  function Probe() {
    restore = useReturnFocus(true, fallback);
    return null;
  }
  render(<Probe />);
  if (restore === undefined) throw new Error('not rendered');
  return restore;
}

const button = (label: string, disabled = false): HTMLButtonElement => {
  const element = document.createElement('button');
  element.textContent = label;
  element.disabled = disabled;
  document.body.append(element);
  return element;
};

describe('useReturnFocus', () => {
  it('gives focus back to what had it when the dialog opened', () => {
    const opener = button('Buy');
    const restore = openWith(opener);
    button('elsewhere').focus();
    const event = new Event('close', { cancelable: true });
    restore(event);
    expect(document.activeElement).toBe(opener);
    expect(event.defaultPrevented).toBe(true);
  });

  it('uses the fallback when the opener is gone, disabled, or was the page body', () => {
    const amount = document.createElement('input');
    document.body.append(amount);
    const fallback = { current: amount };
    for (const setUp of [
      () => {
        const gone = button('Confirm');
        const restore = openWith(gone, fallback);
        gone.remove();
        return restore;
      },
      () => {
        const opener = button('Buy');
        const restore = openWith(opener, fallback);
        opener.disabled = true;
        return restore;
      },
      () => openWith(undefined, fallback),
    ]) {
      (document.activeElement as HTMLElement | null)?.blur();
      setUp()(new Event('close', { cancelable: true }));
      expect(document.activeElement).toBe(amount);
    }
  });

  it('leaves radix its default without a usable opener or fallback', () => {
    const gone = button('Confirm');
    const restore = openWith(gone, createRef<HTMLElement>());
    gone.remove();
    const event = new Event('close', { cancelable: true });
    restore(event);
    expect(event.defaultPrevented).toBe(false);
  });
});
