import { describe, expect, it } from 'vitest';
import { TOAST_AUTO_CLOSE_MS, ToastService } from '../../../application/notifications/toast-service';
import { VirtualTime } from '../../support/virtual-time';

function setup() {
  const time = new VirtualTime();
  const toasts = new ToastService(time.scheduler);
  return { time, toasts, keys: () => toasts.toasts.getSnapshot().map((t) => t.key) };
}

describe('ToastService', () => {
  it('a toast auto-closes after 4000 ms', async () => {
    const { time, toasts, keys } = setup();
    toasts.show('warning', 'toast_price_refreshed', { seconds: 15 });
    expect(toasts.toasts.getSnapshot()).toEqual([{ id: 1, tone: 'warning', key: 'toast_price_refreshed', values: { seconds: 15 } }]);
    await time.advance(TOAST_AUTO_CLOSE_MS - 1);
    expect(keys()).toEqual(['toast_price_refreshed']);
    await time.advance(1);
    expect(keys()).toEqual([]);
  });

  it('each toast closes 4000 ms after it was shown', async () => {
    const { time, toasts, keys } = setup();
    toasts.show('error', 'toast_network_error');
    await time.advance(1000);
    toasts.show('error', 'toast_server_error');
    await time.advance(3000);
    expect(keys()).toEqual(['toast_server_error']);
    await time.advance(1000);
    expect(keys()).toEqual([]);
  });

  it('dismiss closes a toast at once and frees its timer', () => {
    const { time, toasts, keys } = setup();
    const first = toasts.show('info', 'toast_network_error');
    toasts.show('info', 'toast_server_error');
    toasts.dismiss(first);
    expect(keys()).toEqual(['toast_server_error']);
    expect(time.scheduler.actions).toHaveLength(1);
  });

  it('dismissing an unknown toast keeps the snapshot identity and notifies nobody', () => {
    const { toasts } = setup();
    toasts.show('info', 'toast_network_error');
    const before = toasts.toasts.getSnapshot();
    let notified = 0;
    const unsubscribe = toasts.toasts.subscribe(() => notified++);
    notified = 0;
    toasts.dismiss(99);
    expect(toasts.toasts.getSnapshot()).toBe(before);
    expect(notified).toBe(0);
    unsubscribe();
  });

  it('showOnce shows one toast per key while it is showing, and again once it has closed', async () => {
    const { time, toasts, keys } = setup();
    toasts.showOnce('error', 'toast_request_timeout');
    toasts.showOnce('error', 'toast_request_timeout');
    toasts.showOnce('error', 'toast_network_error');
    expect(keys()).toEqual(['toast_request_timeout', 'toast_network_error']);
    await time.advance(TOAST_AUTO_CLOSE_MS);
    toasts.showOnce('error', 'toast_request_timeout');
    expect(keys()).toEqual(['toast_request_timeout']);
  });

  it('toast ids are unique and increasing', () => {
    const { toasts } = setup();
    const ids = [toasts.show('info', 'toast_network_error'), toasts.show('info', 'toast_network_error'), toasts.show('info', 'toast_server_error')];
    expect(ids).toEqual([1, 2, 3]);
  });
});
