import type { Subscription } from 'rxjs';
import type { SetupEffect, SetupEvent } from '../../domain/kyc/cash-setup-state';
import { buildAnswers } from '../../domain/kyc/form-answers';
import type { FormSection } from '../../domain/kyc/form-section';
import type { ApiError } from '../ports/api-error';
import type { CashAccountSetupDependencies } from './cash-account-setup-service';
import { setupFailureOf } from './setup-failure';
import type { SetupMessage, SetupView } from './setup-view';

/** The result poll in flight and the next tick: both stop when the modal closes (spec 001 §7: abortable). */
export class PollControl {
  private request: AbortController | undefined;
  private tick: Subscription | undefined;

  /** A new request's signal. */
  begin(): AbortSignal {
    this.request = new AbortController();
    return this.request.signal;
  }

  schedule(tick: Subscription): void {
    this.tick?.unsubscribe();
    this.tick = tick;
  }

  stop(): void {
    this.request?.abort();
    this.request = undefined;
    this.tick?.unsubscribe();
    this.tick = undefined;
  }
}

/** What an effect is performed with: the ports, the session's dispatch (dropped once the session ends), the view. */
export interface EffectContext {
  readonly deps: CashAccountSetupDependencies;
  readonly dispatch: (event: SetupEvent) => void;
  readonly view: () => SetupView;
  readonly filled: (section: FormSection) => FormSection;
  readonly showMessage: (message: SetupMessage) => void;
  /** The features the account is restricted in, as the last restriction overview named them. */
  readonly noteRestrictions: (features: readonly string[]) => void;
  readonly polls: PollControl;
}

/** Performs one effect of the setup machine on the ports; each answer comes back as the machine's next event. */
export function performSetupEffect(effect: SetupEffect, c: EffectContext): void {
  const { kyc, cashAccount, scheduler } = c.deps;
  const failed = (error: ApiError) => c.dispatch({ type: 'failed', failure: setupFailureOf(error) });
  switch (effect.type) {
    case 'create_wallet': {
      const currency = c.view().currency;
      if (currency === undefined) return;
      c.noteRestrictions([]);
      void cashAccount
        .createWallet(currency)
        .then((r) => (r.ok ? c.dispatch({ type: 'account_checked', additionalInfo: r.value.additionalInfo }) : failed(r.error)));
      return;
    }
    case 'fetch_restriction':
      void kyc.getRestrictionOverview(effect.triggeredBy, effect.restrictedFeatures).then((r) => {
        if (!r.ok) return failed(r.error);
        const { header, displayType } = r.value;
        c.noteRestrictions(r.value.restrictedFeatures);
        c.dispatch({ type: 'restriction_loaded', header, ...(displayType === undefined ? {} : { displayType }) });
      });
      return;
    case 'fetch_section':
      void kyc
        .getSection({ triggeredBy: effect.triggeredBy, featureFlags: SETUP_FEATURE_FLAGS })
        .then((r) => (r.ok ? c.dispatch({ type: 'section_loaded', section: r.value }) : failed(r.error)));
      return;
    case 'submit_section': {
      const { setup, values } = c.view();
      const section = setup.step === 'FORM' ? setup.form.current : null;
      if (section === null) return;
      const filled = c.filled(section);
      void kyc
        .submitSection({ triggeredBy: effect.triggeredBy, section: filled, answers: buildAnswers(filled, values) })
        .then((r) => (r.ok ? c.dispatch({ type: 'submitted', response: r.value }) : failed(r.error)));
      return;
    }
    case 'poll': {
      const signal = c.polls.begin();
      void kyc.pollResult(effect.triggeredBy, effect.sectionId, signal).then((r) => {
        if (!signal.aborted) c.dispatch(r.ok ? { type: 'poll_result', response: r.value } : { type: 'poll_failed' });
      });
      return;
    }
    case 'schedule_poll':
      c.polls.schedule(scheduler.schedule(() => c.dispatch({ type: 'tick' }), effect.ms));
      return;
    case 'abort_poll':
      c.polls.stop();
      return;
    case 'show_message':
      c.showMessage(effect.message);
      return;
    case 'show_error':
      c.showMessage({ code: effect.code });
      return;
  }
}

/** The feature flags the web form is served with (firebase_feature_flags[], spec 001 §7): the address search. Choice. */
export const SETUP_FEATURE_FLAGS: readonly string[] = ['kyc_address_autocomplete'];
