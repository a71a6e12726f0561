// @vitest-environment happy-dom
import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { riskDialogSeenKey } from '../../../domain/compliance/risk-dialog';
import { UkRiskDialog } from '../../../ui/compliance/UkRiskDialog';
import { fakeApp, renderWithServices } from '../render-with-services';

const MINUTE = 60_000;

async function ukCustomer(endsIn: number | undefined, firebaseId = 'uk_cool_off') {
  const app = fakeApp({ phoneCountry: 'GBR', name: 'Oliver Past', uuid: 'user-oliver-0004' });
  if (endsIn !== undefined)
    app.fakes.config.appConfig = { ...app.fakes.config.appConfig, coolingOff: { firebaseId, endAt: app.time.scheduler.now() + endsIn } };
  await app.ready();
  renderWithServices(<UkRiskDialog />, app.services);
  return app;
}

describe('UK cooling-off risk dialog (spec 001 §4)', () => {
  afterEach(cleanup);

  it('opens once the cooling-off period is over, with the customer’s name and the risk summary in a new tab; confirm closes it for good', async () => {
    const app = await ukCustomer(-MINUTE);
    const dialog = await screen.findByRole('alertdialog', { name: 'Before you invest in crypto' });
    expect(dialog.textContent).toContain('Oliver Past, crypto is a high-risk investment.');
    const link = screen.getByRole('link', { name: /UK risk summary/ });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(app.fakes.storage.get(riskDialogSeenKey('user-oliver-0004'))).toBe('true');
    expect(riskDialogSeenKey('user-oliver-0004')).toMatch(/user-olive$/);
    await userEvent.click(screen.getByRole('button', { name: 'I understand' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    cleanup();
    renderWithServices(<UkRiskDialog />, app.services);
    await act(() => app.time.advance(1_000));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('stays shut inside the window, and opens when the clock passes its end', async () => {
    const app = await ukCustomer(2 * MINUTE);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await act(() => app.time.advance(2 * MINUTE + 1));
    expect(await screen.findByRole('alertdialog')).toBeDefined();
  });

  it('stays shut without UK cooling-off, or for a customer who has seen it on this device', async () => {
    await ukCustomer(undefined);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    cleanup();
    await ukCustomer(-MINUTE, 'other_cool_off');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    cleanup();
    const app = fakeApp({ phoneCountry: 'GBR', uuid: 'user-seen-000' });
    app.fakes.config.appConfig = { ...app.fakes.config.appConfig, coolingOff: { firebaseId: 'uk_cool_off', endAt: app.time.scheduler.now() - MINUTE } };
    app.fakes.storage.set(riskDialogSeenKey('user-seen-000'), 'true');
    await app.ready();
    renderWithServices(<UkRiskDialog />, app.services);
    await act(() => app.time.advance(1_000));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
