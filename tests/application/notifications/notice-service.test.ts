import { describe, expect, it } from 'vitest';
import { NoticeService } from '../../../application/notifications/notice-service';
import { ToastService } from '../../../application/notifications/toast-service';
import { VirtualTime } from '../../support/virtual-time';

function setup(serverErrorNoticeEnabled = false) {
  const time = new VirtualTime();
  const toasts = new ToastService({ scheduler: time.scheduler });
  const notices = new NoticeService({ toasts, serverErrorNotices: serverErrorNoticeEnabled });
  const toastCodes = () => toasts.toasts.getSnapshot().map((t) => (t.kind === 'notice' ? t.notice.code : t.key));
  return { toasts, notices, toastCodes, alert: () => notices.alert.getSnapshot() };
}

const GET = { method: 'GET', path: '/api/balances/total' } as const;
const POST = { method: 'POST', path: '/api/viban_purchase/quotations' } as const;

describe('NoticeService: the general request-failure rules', () => {
  it('a timeout is a toast, one at a time', () => {
    const { notices, toastCodes, alert } = setup();
    notices.reportRequestFailure({ kind: 'timeout' }, GET);
    notices.reportRequestFailure({ kind: 'timeout' }, POST);
    expect(toastCodes()).toEqual(['request_timeout']);
    expect(alert()).toBeUndefined();
  });

  it('a network error is an alert with the network title', () => {
    const { notices, alert } = setup();
    notices.reportRequestFailure({ kind: 'network' }, POST);
    expect(alert()).toMatchObject({ code: 'network_error', title: { kind: 'key', key: 'web_error_network_title' } });
  });

  it('status 500+ on GET alerts only when enabled, and never on other methods', () => {
    const off = setup(false);
    off.notices.reportRequestFailure({ kind: 'status', status: 503 }, GET);
    expect(off.alert()).toBeUndefined();
    const on = setup(true);
    on.notices.reportRequestFailure({ kind: 'status', status: 503 }, POST);
    expect(on.alert()).toBeUndefined();
    on.notices.reportRequestFailure({ kind: 'status', status: 503 }, GET);
    expect(on.alert()).toMatchObject({ code: 'server_error' });
  });

  it('a business error on a non-GET call is left to its flow', () => {
    const { notices, alert, toastCodes } = setup();
    notices.reportRequestFailure({ kind: 'status', status: 200, body: { code: 'not_enough_balance' } }, POST);
    expect(alert()).toBeUndefined();
    expect(toastCodes()).toEqual([]);
  });

  it("a GET error body with l10n_error shows the server's title and message", () => {
    const { notices, alert } = setup();
    const l10n = { titleKey: 'server_title', messageKey: 'server_message', payloads: { n: '2' } };
    notices.reportRequestFailure({ kind: 'status', status: 200, body: { code: 'whatever', l10n } }, GET);
    expect(alert()).toMatchObject({ title: { kind: 'l10n', key: 'server_title' }, message: { kind: 'l10n', key: 'server_message', payloads: { n: '2' } } });
  });

  it('unauthorized is left to the session flow, not shown as an error', () => {
    const { notices, alert, toastCodes } = setup();
    notices.reportRequestFailure({ kind: 'status', status: 401 }, GET);
    expect(alert()).toBeUndefined();
    expect(toastCodes()).toEqual([]);
  });

  it('keeps the first alert until it is dismissed', () => {
    const { notices, alert } = setup(true);
    notices.reportRequestFailure({ kind: 'network' }, GET);
    notices.reportRequestFailure({ kind: 'status', status: 500 }, GET);
    expect(alert()?.code).toBe('network_error');
    notices.dismissAlert();
    expect(alert()).toBeUndefined();
  });
});
