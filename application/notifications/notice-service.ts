import { ErrorCode } from '../../domain/errors/error-codes';
import { readPasscodeFailure } from '../../domain/session/passcode';
import type { ErrorNotice } from '../../domain/errors/error-presentation';
import { resolveRequestFailure, type HttpMethod, type RequestFailure } from '../../domain/errors/request-failure';
import { type Observable, Subject } from 'rxjs';
import { StateStore, type ReadableStore } from '../shared/store';
import type { ToastService } from './toast-service';

/** What a NoticeService is made from (named as the composition root names them). */
export interface NoticeDependencies {
  readonly toasts: ToastService;
  /** Spec 000 §8: status 500+ alerts 'an error occurred' only when enabled (off by default). */
  readonly serverErrorNotices?: boolean;
}

/**
 * Shows the app-wide error notices: toasts through the toast service, dialogs one at a time.
 * Inline, redirect and silent notices belong to the flow that got them, so they are not shown here.
 */
export class NoticeService {
  private readonly store = new StateStore<ErrorNotice | undefined>(undefined);
  private readonly unauthorized = new Subject<void>();
  readonly alert: ReadableStore<ErrorNotice | undefined> = this.store;
  /** Private calls answered 'unauthorized': the session flow decides what follows. */
  readonly unauthorized$: Observable<void> = this.unauthorized.asObservable();
  private readonly passcodeLock = new Subject<string>();
  /** A passcode check locked the app: its lock expiry (app_lock_expires_at). The session flow decides what follows. */
  readonly passcodeLock$: Observable<string> = this.passcodeLock.asObservable();

  constructor(private readonly deps: NoticeDependencies) {}

  present(notice: ErrorNotice): void {
    switch (notice.action) {
      case 'toast':
        this.deps.toasts.showNotice(notice);
        return;
      case 'dialog':
      case 'warning_dialog':
      case 'modal':
      case 'screen':
        this.store.update((current) => current ?? notice);
        return;
      case 'inline':
      case 'redirect':
      case 'silent':
        return;
    }
  }

  dismissAlert(): void {
    this.store.update(() => undefined);
  }

  /**
   * A failed backend call, by the general rules of the domain (spec 000 §8, 001 §8). The
   * session-expired outcome goes to the session flow through unauthorized$.
   */
  reportRequestFailure(failure: RequestFailure, request: { readonly method: HttpMethod; readonly path: string }): void {
    const outcome = resolveRequestFailure(failure, {
      method: request.method,
      privateCall: !request.path.startsWith('/api/proxy/public/'),
      knockOutCall: request.path.includes('/knock-out/'),
      serverErrorNoticeEnabled: this.deps.serverErrorNotices ?? false,
      timeoutNoticeShowing: this.deps.toasts.isShowing(ErrorCode.requestTimeout),
    });
    // A passcode lock (app_lock_expires_at, from any call that checks the passcode, whatever the
    // method) is the lock flow's (spec 001 §4): the session is cleared and /locked follows.
    const lockExpiresAt = failure.kind === 'status' ? readPasscodeFailure(failure.body?.meta ?? {}).lockExpiresAt : undefined;
    if (lockExpiresAt !== undefined) return this.passcodeLock.next(lockExpiresAt);
    if (outcome.kind === 'notify') this.present(outcome.notice);
    if (outcome.kind === 'session_expired') this.unauthorized.next();
  }
}
