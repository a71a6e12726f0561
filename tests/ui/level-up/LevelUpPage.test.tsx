// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHubAt } from '../render-hub';

describe('Level Up (/hub/level-up/subscription)', () => {
  afterEach(cleanup);

  it('shows the info, then the plans plus, pro and private with their prices, benefits and gradients', async () => {
    await renderHubAt('/hub/level-up/subscription');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Level Up');
    const plans = within(screen.getByRole('region', { name: 'Plans' })).getAllByRole('listitem', { name: /^Level Up / });
    expect(plans.map((p) => within(p).getByRole('heading').textContent)).toEqual(['Level Up Plus', 'Level Up Pro', 'Level Up Private']);
    expect(within(plans[1] as HTMLElement).getByText('$29.99 a month')).toBeDefined();
    expect(within(plans[1] as HTMLElement).getByText('No trading fees on your monthly allowance')).toBeDefined();
    expect((plans[1]?.querySelector('.plan__band') as HTMLElement).style.background).toContain('linear-gradient');
    expect(screen.queryByRole('region', { name: 'Your subscription' })).toBeNull();
  });

  it('joins Pro yearly through the Google Pay sheet with the passcode, then manages it', async () => {
    const w = await renderHubAt('/hub/level-up/subscription');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Choose Level Up Pro' }));
    const dialog = await screen.findByRole('dialog', { name: 'Join Level Up Pro' });
    await user.click(within(dialog).getByRole('radio', { name: 'Yearly, $299.99' }));
    await user.click(await within(dialog).findByRole('radio', { name: 'Google Pay' }));
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await within(dialog).findByText('You pay $299.99 today');
    const subscribe = within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Subscribe' });
    expect(subscribe.disabled).toBe(true);
    await user.type(within(dialog).getByLabelText('Enter your 6-digit passcode to subscribe'), '147258');
    await user.click(subscribe);
    await vi.waitFor(() => expect(within(dialog).getByRole('status').textContent).toBe('Welcome to Level Up Pro. Your benefits apply from now on.'));
    expect(w.fakes.googlePay.requests).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    const manage = await screen.findByRole('region', { name: 'Your subscription' });
    expect(within(manage).getByText('Active')).toBeDefined();
    expect(within(manage).getByText('Yearly')).toBeDefined();
    await user.click(within(manage).getByRole('button', { name: 'Cancel renewal' }));
    const confirm = await screen.findByRole('dialog', { name: 'Cancel renewal?' });
    await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    await vi.waitFor(() => expect(within(screen.getByRole('region', { name: 'Your subscription' })).getByText('Cancelled')).toBeDefined());
    expect(screen.getByRole('button', { name: 'Resume subscription' })).toBeDefined();
  });
});
