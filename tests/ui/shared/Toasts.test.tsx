// @vitest-environment happy-dom
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { TOAST_AUTO_CLOSE_MS } from '../../../application/notifications/toast-service';
import { ERROR_CATALOGUE } from '../../../domain/errors/error-catalogue';
import { ErrorCode } from '../../../domain/errors/error-codes';
import { toNotice } from '../../../domain/errors/error-notice';
import { Toasts } from '../../../ui/shared/Toasts';
import { fakeApp, renderWithServices } from '../render-with-services';

function setup() {
  const app = fakeApp();
  renderWithServices(<Toasts />, app.services);
  return app;
}

describe('Toasts (spec 000 §8: info, success, warning, error; auto-close 4000 ms; close button)', () => {
  afterEach(cleanup);

  it('says each tone in words, errors in the assertive region and the rest in the polite status region', () => {
    const app = setup();
    act(() => {
      app.services.toasts.show('info', 'toast_card_added', { lastFour: '4242' });
      app.services.toasts.show('warning', 'toast_price_refreshed', { seconds: 15 });
      app.services.toasts.showNotice(toNotice(ErrorCode.requestTimeout, ERROR_CATALOGUE[ErrorCode.requestTimeout]));
    });
    const region = screen.getByRole('region', { name: 'Notifications' });
    const polite = within(within(region).getByRole('status')).getAllByRole('listitem');
    expect(polite.map((item) => item.textContent)).toEqual([
      'Information: Card ending in 4242 added.×',
      'Warning: The price was refreshed. It is valid for 15 seconds.×',
    ]);
    const assertive = screen.getByTestId('toasts-assertive');
    expect(assertive.getAttribute('aria-live')).toBe('assertive');
    const alerts = within(assertive).getAllByRole('listitem');
    expect(alerts.map((item) => item.textContent)).toEqual(['Error: The request has timed out.×']);
  });

  it('closes after 4000 ms, or at once with its close button', async () => {
    const app = setup();
    act(() => {
      app.services.toasts.show('success', 'toast_card_added', { lastFour: '1111' });
      app.services.toasts.show('info', 'toast_card_added', { lastFour: '2222' });
    });
    const closeButtons = screen.getAllByRole('button', { name: 'Close notification' });
    await userEvent.click(closeButtons[0] as HTMLElement);
    expect(screen.queryByText(/1111/)).toBeNull();
    expect(screen.getByText(/2222/)).toBeDefined();
    await act(() => app.time.advance(TOAST_AUTO_CLOSE_MS));
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
  });

  it('stays while the pointer is on it or focus is in it, and closes 4000 ms after it is left', async () => {
    const app = setup();
    act(() => void app.services.toasts.show('info', 'toast_card_added', { lastFour: '4242' }));
    const item = screen.getByRole('listitem');
    await userEvent.hover(item);
    await act(() => app.time.advance(TOAST_AUTO_CLOSE_MS * 3));
    expect(screen.getByRole('listitem')).toBe(item);
    await userEvent.unhover(item);
    await act(() => app.time.advance(TOAST_AUTO_CLOSE_MS - 1));
    expect(screen.queryByRole('listitem')).not.toBeNull();
    await act(() => app.time.advance(1));
    expect(screen.queryByRole('listitem')).toBeNull();
  });
});
