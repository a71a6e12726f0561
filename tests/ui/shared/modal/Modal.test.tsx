// @vitest-environment happy-dom
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Modal, type ModalProps } from '../../../../ui/shared/modal/Modal';
import { renderWithIntl } from '../../render';
import { clickOutside } from './click-outside';

/** A page with an opener; the modal shows while open and closes through onClose. */
function Page(props: Partial<ModalProps> & { readonly onClosed?: () => void; readonly withSearch?: boolean }) {
  const [open, setOpen] = useState(false);
  const search = useRef<HTMLInputElement>(null);
  const { onClosed, withSearch = false, ...modal } = props;
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal
        title="Fund your account"
        {...modal}
        open={open}
        initialFocus={withSearch ? search : undefined}
        onClose={() => {
          onClosed?.();
          setOpen(false);
        }}
      >
        <button type="button">First</button>
        {withSearch && <input ref={search} aria-label="Search" />}
      </Modal>
    </>
  );
}

async function open(props: Parameters<typeof Page>[0] = {}) {
  renderWithIntl(<Page {...props} />);
  const opener = screen.getByRole('button', { name: 'Open' });
  await userEvent.click(opener);
  return { opener, dialog: await screen.findByRole('dialog', { name: 'Fund your account' }) };
}

/** A click on the page behind the overlay (radix listens from the tick after opening, and acts on the click). */
const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

const setPhone = (phone: boolean) =>
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: phone, media: query, addEventListener: () => undefined, removeEventListener: () => undefined }));

describe('Modal: the dialog every feature builds on', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('is named by its title, described only when given a description, 480-wide modal frame by default', async () => {
    const { dialog } = await open();
    expect(dialog.className).toBe('modal');
    expect(within(dialog).getByRole('heading', { name: 'Fund your account' })).toBeDefined();
    expect(dialog.hasAttribute('aria-describedby')).toBe(false);
    cleanup();
    const described = await open({ description: 'Add a card or use a cash account.' });
    const id = described.dialog.getAttribute('aria-describedby');
    expect(id === null ? undefined : document.getElementById(id)?.textContent).toBe('Add a card or use a cash account.');
  });

  it("has a close button named 'Close' in the page's language; it closes and gives focus back to the opener", async () => {
    const onClosed = vi.fn();
    const { opener, dialog } = await open({ onClosed });
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Close' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClosed).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).toBeNull();
    await settle();
    expect(document.activeElement).toBe(opener);
  });

  it('Escape closes it, and focus returns to the opener', async () => {
    const { opener } = await open({ closeButton: false });
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await settle();
    expect(document.activeElement).toBe(opener);
  });

  it('keeps focus inside while open (Tab cycles through its controls)', async () => {
    const { dialog } = await open();
    for (let i = 0; i < 4; i += 1) {
      await userEvent.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
  });

  it('a click outside closes it, unless refused (trade confirmation, payment frames)', async () => {
    const closes = vi.fn();
    await open({ onClosed: closes });
    await clickOutside();
    expect(closes).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).toBeNull();
    cleanup();
    const refuses = vi.fn();
    await open({ onClosed: refuses, closeOnOutsideClick: false });
    await clickOutside();
    expect(refuses).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Fund your account' })).toBeDefined();
  });

  it('gives the first focus where asked (the asset selector focuses its search box)', async () => {
    const { dialog } = await open({ withSearch: true });
    expect(document.activeElement).toBe(within(dialog).getByRole('textbox', { name: 'Search' }));
  });

  it("a back arrow named 'Back' goes a step back; the footer holds the actions", async () => {
    const onBack = vi.fn();
    const { dialog } = await open({ onBack, actions: <button type="button">Continue</button> });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalledOnce();
    expect(within(dialog).getByRole('button', { name: 'Continue' }).parentElement?.className).toBe('modal__actions');
  });

  it('on a phone, a drawer or a sheet fills the screen; a compact modal stays a card', async () => {
    setPhone(true);
    expect((await open({ presentation: 'drawer' })).dialog.className).toBe('drawer phone-sheet');
    cleanup();
    expect((await open({ sheet: true })).dialog.className).toBe('modal modal--sheet phone-sheet');
    cleanup();
    expect((await open({ tone: 'success' })).dialog.className).toBe('modal modal--success');
    cleanup();
    setPhone(false);
    expect((await open({ presentation: 'drawer' })).dialog.className).toBe('drawer');
  });
});
