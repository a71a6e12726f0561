// @vitest-environment happy-dom
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CoolingOffBanner } from '../../../ui/shell/CoolingOffBanner';
import { fakeApp, renderWithServices } from '../render-with-services';

const MINUTE = 60_000;

async function ukCustomer(endsIn: number | undefined) {
  const app = fakeApp({ phoneCountry: 'GBR' });
  if (endsIn !== undefined)
    app.fakes.config.appConfig = { ...app.fakes.config.appConfig, coolingOff: { firebaseId: 'uk_cool_off', endAt: app.time.scheduler.now() + endsIn } };
  await app.ready();
  renderWithServices(<CoolingOffBanner />, app.services);
  return app;
}

describe('CoolingOffBanner (spec 001 §4: UK cooling-off, hours and minutes left)', () => {
  afterEach(cleanup);

  it('shows the hours and minutes left, counting down in scheduler time, and leaves when the window ends', async () => {
    const app = await ukCustomer(2 * 60 * MINUTE + 30_000);
    const banner = screen.getByRole('region', { name: 'Cooling-off period' });
    expect(banner.textContent).toContain('As a new UK customer, you can buy and sell crypto once your 24-hour cooling-off period ends.');
    expect(screen.getByTestId('cooling-off-time').textContent).toBe('2 hours 1 minute');
    await act(() => app.time.advance(31_000));
    expect(screen.getByTestId('cooling-off-time').textContent).toBe('2 hours 0 minutes');
    await act(() => app.time.advance(2 * 60 * MINUTE - 31_000));
    expect(screen.getByTestId('cooling-off-time').textContent).toBe('0 hours 1 minute');
    await act(() => app.time.advance(30_000));
    expect(screen.queryByRole('region', { name: 'Cooling-off period' })).toBeNull();
  });

  it('never shows more than 24 hours', async () => {
    await ukCustomer(36 * 60 * MINUTE);
    expect(screen.getByTestId('cooling-off-time').textContent).toBe('24 hours 0 minutes');
  });

  it('is not there without a cooling-off period, nor past it', async () => {
    await ukCustomer(undefined);
    expect(screen.queryByRole('region')).toBeNull();
    cleanup();
    await ukCustomer(-MINUTE);
    expect(screen.queryByRole('region')).toBeNull();
  });
});
