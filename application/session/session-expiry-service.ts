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
import type { NoticeService } from '../notifications/notice-service';
import type { LocationPort } from '../ports/location-port';
import { StateStore, type ReadableStore } from '../shared/store';
import type { SignInService } from './sign-in-service';

/**
 * The session-expired flow of the domain (spec 000 §8, 001 §8), driven in scheduler time: an
 * unauthorized private call shows 'session expired' 1 s later and redirects once; the UI follows
 * `redirect` and then calls redirected().
 */
export class SessionExpiryService {
  private machine: SessionExpiryState = SESSION_ACTIVE;
  private wake: Subscription | undefined;
  private readonly store = new StateStore<string | undefined>(undefined);
  readonly redirect: ReadableStore<string | undefined> = this.store;

  constructor(
    private readonly notices: NoticeService,
    private readonly location: LocationPort,
    private readonly scheduler: SchedulerLike,
    private readonly signIn: SignInService,
  ) {
    // An unauthorized answer before anyone signed in (the session check at start) is no expiry.
    notices.unauthorized$.subscribe(() => {
      if (this.isSignedIn()) this.dispatch({ type: 'unauthorized', at: this.scheduler.now(), location: this.location.current() });
    });
    signIn.state.state$
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
    return this.signIn.state.getSnapshot().user !== undefined;
  }

  private dispatch(event: SessionExpiryEvent): void {
    const step = stepSessionExpiry(this.machine, event);
    this.machine = step.state;
    step.effects.forEach((effect) => this.run(effect));
  }

  private run(effect: SessionExpiryEffect): void {
    switch (effect.type) {
      case 'wake_at':
        this.wake = timer(Math.max(effect.at - this.scheduler.now(), 0), this.scheduler).subscribe(() =>
          this.dispatch({ type: 'tick', at: this.scheduler.now() }),
        );
        return;
      case 'show_session_expired': {
        const notice = toNotice(ErrorCode.unauthorized, ERROR_CATALOGUE[ErrorCode.unauthorized]);
        this.notices.present({ ...notice, action: 'dialog', message: effect.logInToContinue ? notice.message : undefined });
        return;
      }
      case 'redirect':
        this.signIn.expire();
        this.store.update(() => effect.to);
        return;
    }
  }
}
