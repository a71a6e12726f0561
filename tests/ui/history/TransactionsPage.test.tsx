// @vitest-environment happy-dom
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currencyCode } from '../../../domain/money/currency';
import { dec } from '../../../domain/money/decimal';
import { renderHubAt } from '../render-hub';

/** Twelve USD deposits a minute apart (the newest $12.00, pending), one EUR deposit. */
const history = (path = '/hub/transactions/wallet/fiat/USD') =>
  renderHubAt(path, (w) => {
    for (let i = 1; i <= 12; i++) {
      const tx = w.fakes.payments.recordDeposit({ amount: dec(`${String(i)}.00`), currency: currencyCode('USD') });
      if (i < 12) w.fakes.payments.settleDeposit(tx.id, i === 3 ? 'failed' : 'completed');
      w.time.scheduler.frame += 60_000;
    }
    w.fakes.payments.recordDeposit({ amount: dec('5.00'), currency: currencyCode('EUR') });
  });

const rows = () =>
  within(screen.getByTestId('history-rows'))
    .getAllByRole('button')
    .map((b) => b.textContent);

describe('Transaction history of a wallet (/hub/transactions/wallet/...)', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('shows the wallet’s transactions newest first, 10 a page, with status colour and sign', async () => {
    await history();
    await screen.findByText('Page 1 of 2');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('USD cash account history');
    expect(rows()).toHaveLength(10);
    expect(rows()[0]).toMatch(/^Deposit.*\$12\.00Pending$/);
    // The fake's kind "deposit" is not in the flow table (spec 001 §4): unknown, so no sign.
    expect(rows()[1]).toMatch(/^Deposit.*[^+]\$11\.00Completed$/);
    expect(screen.getByTestId('history-rows').querySelector('.status--pending')?.textContent).toBe('Pending');
    const user = userEvent.setup();
    expect(screen.getByRole('button', { name: 'Previous page' })).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByText('Page 2 of 2');
    expect(rows()).toHaveLength(2);
    expect(rows()[1]).toMatch(/^Deposit.*\$1\.00Completed$/);
    expect(screen.getByRole('button', { name: 'Next page' })).toHaveProperty('disabled', true);
  });

  it('a failed deposit shows the failed tone, a pending one the pending tone', async () => {
    await history('/hub/transactions/wallet/fiat/USD');
    await screen.findByText('Page 1 of 2');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByText('Page 2 of 2');
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    await screen.findByText('Page 1 of 2');
    expect(screen.getByTestId('history-rows').querySelectorAll('.status--failed')).toHaveLength(1);
    expect(screen.getByTestId('history-rows').querySelectorAll('.status--pending')).toHaveLength(1);
  });

  it('a row opens its detail from the detail call: nature, native amount, fee, description', async () => {
    const w = await history();
    await screen.findByText('Page 1 of 2');
    const user = userEvent.setup();
    await user.click(within(screen.getByTestId('history-rows')).getAllByRole('button')[1] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Transaction' });
    await within(dialog).findByText('Description');
    const detail = within(dialog).getByTestId('history-detail').textContent;
    expect(detail).toContain('NatureIn');
    expect(detail).toContain('Fee$0.00');
    expect(detail).toContain('DescriptionDeposit to USD wallet');
    expect(w.fakes.payments.calls.requests('getFiatTransaction')).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('Export CSV saves every page of this wallet only', async () => {
    await history();
    await screen.findByText('Page 1 of 2');
    let saved: Blob | undefined;
    URL.createObjectURL = vi.fn((blob: Blob) => {
      saved = blob;
      return 'blob:history';
    });
    URL.revokeObjectURL = vi.fn();
    act(() => screen.getByRole('button', { name: 'Export CSV' }).click());
    const lines = (await saved?.text())?.trimEnd().split('\r\n') ?? [];
    expect(lines[0]).toBe('date,id,kind,status,sign,amount,currency,counter_amount,counter_currency');
    expect(lines).toHaveLength(13);
    expect(lines.slice(1).every((line) => line.includes(',USD,'))).toBe(true);
    expect(lines[1]).toMatch(/,deposit,pending,,12,USD,,$/);
  });

  it('an unknown wallet kind shows the empty state without a call', async () => {
    const w = await history('/hub/transactions/wallet/fiat/JPY');
    await screen.findByText('No transactions yet.');
    expect(w.fakes.payments.calls.count('getFiatTransaction')).toBe(0);
  });
});
