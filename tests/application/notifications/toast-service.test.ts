import { describe, expect, it } from 'vitest';
import { type Toast, TOAST_AUTO_CLOSE_MS, ToastService } from '../../../application/notifications/toast-service';
import { ERROR_CATALOGUE } from '../../../domain/errors/error-catalogue';
import { ErrorCode } from '../../../domain/errors/error-codes';
import { toNotice } from '../../../domain/errors/error-notice';
import { VirtualTime } from '../../support/virtual-time';

const notice = (code: typeof ErrorCode.requestTimeout | typeof ErrorCode.networkError) => toNotice(code, ERROR_CATALOGUE[code]);
const label = (toast: Toast): string => (toast.kind === 'ui' ? toast.key : toast.notice.code);

function setup() {
  const time = new VirtualTime();
  const toasts = new ToastService({ scheduler: time.scheduler });
  return { time, toasts, labels: () => toasts.toasts.getSnapshot().map(label) };
}

describe('ToastService', () => {
  it('a toast auto-closes after 4000 ms', async () => {
    const { time, toasts, labels } = setup();
    toasts.show('warning', 'toast_price_refreshed', { seconds: 15 });
    expect(toasts.toasts.getSnapshot()).toEqual([{ id: 1, kind: 'ui', tone: 'warning', key: 'toast_price_refreshed', values: { seconds: 15 } }]);
    await time.advance(TOAST_AUTO_CLOSE_MS - 1);
    expect(labels()).toEqual(['toast_price_refreshed']);
    await time.advance(1);
    expect(labels()).toEqual([]);
  });

  it('each toast closes 4000 ms after it was shown', async () => {
    const { time, toasts, labels } = setup();
    toasts.showNotice(notice(ErrorCode.networkError));
    await time.advance(1000);
    toasts.show('info', 'toast_price_refreshed');
    await time.advance(3000);
    expect(labels()).toEqual(['toast_price_refreshed']);
    await time.advance(1000);
    expect(labels()).toEqual([]);
  });

  it('a held toast stays; released, it closes 4000 ms later', async () => {
    const { time, toasts, labels } = setup();
    const id = toasts.show('info', 'toast_card_added', { lastFour: '4242' });
    await time.advance(3000);
    toasts.hold(id);
    await time.advance(60_000);
    expect(labels()).toEqual(['toast_card_added']);
    toasts.release(id);
    toasts.release(id);
    await time.advance(TOAST_AUTO_CLOSE_MS - 1);
    expect(labels()).toEqual(['toast_card_added']);
    await time.advance(1);
    expect(labels()).toEqual([]);
    expect(time.scheduler.actions).toHaveLength(0);
  });

  it('releasing a toast that is gone does nothing', async () => {
    const { time, toasts } = setup();
    const id = toasts.show('info', 'toast_card_added', { lastFour: '4242' });
    toasts.dismiss(id);
    toasts.release(id);
    expect(time.scheduler.actions).toHaveLength(0);
    await time.advance(TOAST_AUTO_CLOSE_MS);
    expect(toasts.toasts.getSnapshot()).toEqual([]);
  });

  it('dismiss closes a toast at once and frees its timer', () => {
    const { time, toasts, labels } = setup();
    const first = toasts.show('info', 'toast_price_refreshed');
    toasts.showNotice(notice(ErrorCode.networkError));
    toasts.dismiss(first);
    expect(labels()).toEqual([ErrorCode.networkError]);
    expect(time.scheduler.actions).toHaveLength(1);
  });

  it('dismissing an unknown toast keeps the snapshot identity and notifies nobody', () => {
    const { toasts } = setup();
    toasts.show('info', 'toast_price_refreshed');
    const before = toasts.toasts.getSnapshot();
    let notified = 0;
    const unsubscribe = toasts.toasts.subscribe(() => notified++);
    notified = 0;
    toasts.dismiss(99);
    expect(toasts.toasts.getSnapshot()).toBe(before);
    expect(notified).toBe(0);
    unsubscribe();
  });

  it('a notice is shown once while it is showing (one timeout alert at a time), and again once it has closed', async () => {
    const { time, toasts, labels } = setup();
    toasts.showNotice(notice(ErrorCode.requestTimeout));
    toasts.showNotice(notice(ErrorCode.requestTimeout));
    toasts.showNotice(notice(ErrorCode.networkError));
    expect(labels()).toEqual([ErrorCode.requestTimeout, ErrorCode.networkError]);
    expect(toasts.isShowing(ErrorCode.requestTimeout)).toBe(true);
    await time.advance(TOAST_AUTO_CLOSE_MS);
    expect(toasts.isShowing(ErrorCode.requestTimeout)).toBe(false);
    toasts.showNotice(notice(ErrorCode.requestTimeout));
    expect(labels()).toEqual([ErrorCode.requestTimeout]);
  });

  it('toast ids are unique and increasing', () => {
    const { toasts } = setup();
    const ids = [toasts.show('info', 'toast_price_refreshed'), toasts.show('info', 'toast_price_refreshed')];
    expect(ids).toEqual([1, 2]);
  });
});
