// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OutcomeDialog } from '../../../../ui/trade/confirm/OutcomeDialog';
import { renderWithIntl } from '../../render';
import { clickOutside } from '../../shared/modal/click-outside';

afterEach(cleanup);

const show = (onAction = vi.fn(), onClose?: () => void) => {
  renderWithIntl(
    <OutcomeDialog tone="success" title="Sold" body={<p>You sold 0.01 BTC for $500.00.</p>} actionLabel="Done" onAction={onAction} onClose={onClose} />,
  );
  return { onAction, dialog: screen.getByRole('dialog', { name: 'Sold' }) };
};

describe('OutcomeDialog', () => {
  it('stays open on a click outside: the second half of a double click on Confirm does not throw the receipt away', async () => {
    const { onAction } = show();
    await clickOutside();
    expect(onAction).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Sold' })).toBeDefined();
  });

  it('closes with its action or with Escape', async () => {
    const user = userEvent.setup();
    const { onAction, dialog } = show();
    expect(dialog.textContent).toContain('You sold 0.01 BTC for $500.00.');
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(onAction).toHaveBeenCalledOnce();
    cleanup();
    const onClose = vi.fn();
    show(vi.fn(), onClose);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledOnce();
  });
});
