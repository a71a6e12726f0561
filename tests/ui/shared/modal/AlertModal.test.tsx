// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AlertModal, AlertModalAction, AlertModalCancel } from '../../../../ui/shared/modal/AlertModal';
import { renderWithIntl } from '../../render';

function Page({ onClosed, onAct }: { readonly onClosed: () => void; readonly onAct: () => void }) {
  const [open, setOpen] = useState(false);
  const close = () => {
    onClosed();
    setOpen(false);
  };
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Delete card
      </button>
      <AlertModal
        open={open}
        onClose={close}
        title="Delete this card?"
        description="Visa ending 4242 will be removed."
        actions={
          <>
            <AlertModalCancel className="button">Cancel</AlertModalCancel>
            <AlertModalAction className="button" onClick={onAct}>
              Delete
            </AlertModalAction>
          </>
        }
      />
    </>
  );
}

async function open() {
  const onClosed = vi.fn();
  const onAct = vi.fn();
  renderWithIntl(<Page onClosed={onClosed} onAct={onAct} />);
  const opener = screen.getByRole('button', { name: 'Delete card' });
  await userEvent.click(opener);
  const dialog = await screen.findByRole('alertdialog', { name: 'Delete this card?' });
  return { opener, dialog, onClosed, onAct };
}

const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

describe('AlertModal: confirmations and notices (role alertdialog)', () => {
  afterEach(cleanup);

  it('is named by its title and described by its text; Cancel has the first focus', async () => {
    const { dialog } = await open();
    const id = dialog.getAttribute('aria-describedby');
    expect(id === null ? undefined : document.getElementById(id)?.textContent).toBe('Visa ending 4242 will be removed.');
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();
  });

  it('a click outside never closes it', async () => {
    const { onClosed } = await open();
    await settle();
    fireEvent.pointerDown(document.body);
    fireEvent.click(document.body);
    expect(onClosed).not.toHaveBeenCalled();
    expect(screen.getByRole('alertdialog')).toBeDefined();
  });

  it('Escape closes it and focus goes back to the opener', async () => {
    const { opener, onClosed } = await open();
    await userEvent.keyboard('{Escape}');
    expect(onClosed).toHaveBeenCalledOnce();
    await settle();
    expect(document.activeElement).toBe(opener);
  });

  it('the action acts, then closes', async () => {
    const { dialog, onAct, onClosed } = await open();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(onAct).toHaveBeenCalledOnce();
    expect(onClosed).toHaveBeenCalledOnce();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
