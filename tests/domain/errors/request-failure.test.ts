import { describe, expect, it } from 'vitest';
import { MessageKey } from '../../../domain/errors/message-keys';
import { type RequestContext, resolveServerError, resolveRequestFailure, FETCH_RETRY_DELAY_MS } from '../../../domain/errors/request-failure';

const GET: RequestContext = { method: 'GET', privateCall: true, knockOutCall: false, serverErrorNoticeEnabled: true, timeoutNoticeShowing: false };

describe('general request failures (spec 000 §8, 001 §8)', () => {
  it("timeout shows the 'request has timed out' toast", () => {
    expect(resolveRequestFailure({ kind: 'timeout' }, GET)).toMatchObject({
      kind: 'notify',
      notice: { action: 'toast', message: { kind: 'key', key: MessageKey.requestTimedOut } },
    });
  });

  it('timeout toasts come one at a time: none while one is showing', () => {
    expect(resolveRequestFailure({ kind: 'timeout' }, { ...GET, timeoutNoticeShowing: true })).toEqual({ kind: 'silent' });
  });

  it('network error alerts with the network title and check-network message', () => {
    expect(resolveRequestFailure({ kind: 'network' }, { ...GET, method: 'POST' })).toMatchObject({
      kind: 'notify',
      notice: { title: { kind: 'key', key: MessageKey.networkErrorTitle }, message: { kind: 'key', key: MessageKey.checkNetwork } },
    });
  });

  it("status 500+ on GET shows 'an error occurred' when enabled", () => {
    expect(resolveRequestFailure({ kind: 'status', status: 503 }, GET)).toMatchObject({
      kind: 'notify',
      notice: { code: 'server_error', message: { kind: 'key', key: MessageKey.anErrorOccurred } },
    });
  });

  it('status 500+ shows nothing when the notice is not enabled', () => {
    expect(resolveRequestFailure({ kind: 'status', status: 500 }, { ...GET, serverErrorNoticeEnabled: false })).toEqual({ kind: 'silent' });
  });

  it('server errors on non-GET requests do not notify', () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      expect(resolveRequestFailure({ kind: 'status', status: 500 }, { ...GET, method })).toEqual({ kind: 'silent' });
      expect(resolveRequestFailure({ kind: 'status', status: 400, body: { code: 'x' } }, { ...GET, method })).toEqual({ kind: 'silent' });
    }
  });

  it('401 on a private call starts the session-expired flow, even for non-GET', () => {
    expect(resolveRequestFailure({ kind: 'status', status: 401 }, { ...GET, method: 'POST' })).toEqual({ kind: 'session_expired' });
  });

  it('code unauthorized on a knock-out call means the session is unauthorized', () => {
    const failure = { kind: 'status', status: 200, body: { code: 'unauthorized' } } as const;
    expect(resolveRequestFailure(failure, { ...GET, knockOutCall: true })).toEqual({ kind: 'session_expired' });
    expect(resolveRequestFailure(failure, { ...GET, knockOutCall: false })).not.toEqual({ kind: 'session_expired' });
  });

  it('401 on a public call is left to the caller', () => {
    expect(resolveRequestFailure({ kind: 'status', status: 401 }, { ...GET, privateCall: false })).toEqual({ kind: 'silent' });
  });

  it('a GET error body with l10n_error becomes its title and message', () => {
    const l10n = { titleKey: 't', messageKey: 'm', payloads: { a: '1' } };
    expect(resolveRequestFailure({ kind: 'status', status: 400, body: { code: 'x', l10n } }, GET)).toEqual({
      kind: 'notify',
      notice: {
        code: 'x',
        action: 'dialog',
        title: { kind: 'l10n', key: 't', payloads: { a: '1' } },
        message: { kind: 'l10n', key: 'm', payloads: { a: '1' } },
        extras: [],
      },
    });
  });

  it('a GET error body with a catalogued code shows that code’s row', () => {
    expect(resolveServerError({ code: 'reached_maximum_attempts' })).toMatchObject({
      action: 'toast',
      message: { kind: 'key', key: MessageKey.reachedMaximumAttempts },
    });
  });

  it("a GET error body with an unknown code or none shows 'something went wrong'", () => {
    expect(resolveServerError({ code: 'mystery' })).toMatchObject({ code: 'mystery', message: { kind: 'key', key: MessageKey.somethingWentWrong } });
    expect(resolveServerError({})).toMatchObject({ code: 'unexpected_response', message: { kind: 'key', key: MessageKey.somethingWentWrong } });
  });
});

describe('fetch retry (spec 000 §8, 001 §8)', () => {
  it('a failed fetch is retried after 5 s', () => {
    expect(FETCH_RETRY_DELAY_MS).toBe(5000);
  });
});
