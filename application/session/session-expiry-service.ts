import { distinctUntilChanged, filter, map, type SchedulerLike, type Subscription, timer } from 'rxjs';
import { ERROR_CATALOGUE } from '../../domain/errors/error-catalogue';
import { ErrorCode } from '../../domain/errors/error-codes';
import { toNotice } from '../../domain/errors/error-notice';
import {
  SESSION_ACTIVE,
  type SessionExpiryEffect,
  type SessionExpiryEvent,
  type SessionExpiryState,
  stepSessionExpiry,
} from '../../domain/session/session-expiry';
import { lockedPath } from '../../domain/session/lock-route';
import type { NoticeService } from '../notifications/notice-service';
import type { LocationPort } from '../ports/location-port';
import { StateStore, type ReadableStore } from '../shared/store';
import type { SignInService } from './sign-in-service';

/** What a SessionExpiryService is made from (named as the composition root names them). */
export interface SessionExpiryDependencies {
  readonly notices: NoticeService;
  readonly location: LocationPort;
  readonly scheduler: SchedulerLike;
  readonly signIn: SignInService;
}

/**
 * The session-expired flow of the domain (spec 000 §8, 001 §8), driven in scheduler time: an
 * unauthorized private call shows 'session expired' 1 s later and redirects once; a passcode lock
 * while signed in ends the session at once and redirects to the lock screen. The UI follows
 * `redirect` and then calls redirected().
 */
export class SessionExpiryService {
  private machine: SessionExpiryState = SESSION_ACTIVE;
  private wake: Subscription | undefined;
  private readonly store = new StateStore<string | undefined>(undefined);
  readonly redirect: ReadableStore<string | undefined> = this.store;

  constructor(private readonly deps: SessionExpiryDependencies) {
    // An unauthorized answer before anyone signed in (the session check at start) is no expiry.
    deps.notices.unauthorized$.subscribe(() => {
      if (this.isSignedIn()) this.dispatch({ type: 'unauthorized', at: this.deps.scheduler.now(), location: this.deps.location.current() });
    });
    // A passcode lock raised while signed in (a trade's or deposit's passcode step): the session is
    // over; the lock screen carries the page the customer was on (spec 001 §2, §4).
    deps.notices.passcodeLock$.subscribe((lockExpiresAt) => {
      if (!this.isSignedIn()) return;
      const to = lockedPath(lockExpiresAt, this.deps.location.current());
      this.deps.signIn.lockOut(to);
      this.store.update(() => to);
    });
    deps.signIn.state.state$
      .pipe(
        map(() => this.isSignedIn()),
        distinctUntilChanged(),
        filter((signedIn) => signedIn),
      )
      .subscribe(() => {
        this.wake?.unsubscribe();
        this.dispatch({ type: 'signed_in' });
      });
  }

  redirected(): void {
    this.store.update(() => undefined);
  }

  private isSignedIn(): boolean {
    return this.deps.signIn.state.getSnapshot().user !== undefined;
  }

  private dispatch(event: SessionExpiryEvent): void {
    const step = stepSessionExpiry(this.machine, event);
    this.machine = step.state;
    step.effects.forEach((effect) => this.run(effect));
  }

  private run(effect: SessionExpiryEffect): void {
    switch (effect.type) {
      case 'wake_at':
        this.wake = timer(Math.max(effect.at - this.deps.scheduler.now(), 0), this.deps.scheduler).subscribe(() =>
          this.dispatch({ type: 'tick', at: this.deps.scheduler.now() }),
        );
        return;
      case 'show_session_expired': {
        const notice = toNotice(ErrorCode.unauthorized, ERROR_CATALOGUE[ErrorCode.unauthorized]);
        this.deps.notices.present({ ...notice, action: 'dialog', message: effect.logInToContinue ? notice.message : undefined });
        return;
      }
      case 'redirect':
        this.deps.signIn.expire();
        this.store.update(() => effect.to);
        return;
    }
  }
}
