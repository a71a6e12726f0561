import { ErrorCode } from '../errors/error-codes';
import { type PollingEvent, type PollingOutcome, POLLING_IDLE, stepPolling } from '../polling/polling-policy';
import {
  DIRECT_LAUNCH,
  routeByHeader,
  routeFailure,
  routePollResponse,
  routeSubmitResponse,
  type SectionResponse,
  type SetupRoute,
} from './cash-setup-routing';
import { cashSetupPollingConfig, type SetupPolling } from './cash-setup-polling';
import type { SetupEffect, SetupEvent, SetupState, SetupStep, VerificationDecision } from './cash-setup-state';
import { advanceForm, canGoBack, type FormProgress, goBack, previousStep } from './form-history';
import type { FormSection } from './form-section';

export const SETUP_START: SetupState = { step: 'START' };
const stay = (state: SetupState): SetupStep => ({ state, effects: [] });
const freshForm = (triggeredBy: string): FormProgress => ({ triggeredBy, current: null, history: [] });
const openForm = (form: FormProgress): SetupStep => ({
  state: { step: 'FORM', form, submitting: false },
  effects: [{ type: 'fetch_section', triggeredBy: form.triggeredBy }],
});
const submitting = (form: FormProgress, section: FormSection): SetupStep => ({
  state: { step: 'FORM', form, submitting: true },
  effects: [{ type: 'submit_section', triggeredBy: form.triggeredBy, sectionId: section.section_id }],
});

/**
 * How the modal opens: a direct-launch display type opens the FORM directly for the trigger
 * (spec 001 §4); otherwise it starts at START (the intro with terms).
 */
export const launchSetup = (displayType: string | undefined, triggeredBy: string): SetupStep =>
  displayType === DIRECT_LAUNCH ? openForm(freshForm(triggeredBy)) : stay(SETUP_START);

/**
 * The cash account setup flow of spec 001 §4, every transition listed there: START creates the
 * wallet; no additional info is SUCCESS; otherwise the restriction header routes; the form's
 * submit, polling and error results route as in cash-setup-routing; the open-banking callback
 * errors, goes back or submits; back steps through the form history. A re-check creates the
 * wallet again under VERIFYING_DETAILS. Close ends the flow from anywhere and aborts a running poll.
 * Choice: events that do not apply (late responses, a second submit) are ignored.
 */
export function stepSetup(state: SetupState, event: SetupEvent): SetupStep {
  if (event.type === 'close') {
    const running = state.step === 'POLLING' && (state.poll.status === 'fetching' || state.poll.status === 'waiting');
    return { state: { step: 'CLOSED' }, effects: running ? [{ type: 'abort_poll' }] : [] };
  }
  switch (state.step) {
    case 'START':
      return event.type === 'start' ? { state: { step: 'CREATING_WALLET', check: { phase: 'account' } }, effects: [{ type: 'create_wallet' }] } : stay(state);
    case 'CREATING_WALLET':
    case 'VERIFYING_DETAILS':
      return onCheck(state, event);
    case 'ADDITIONAL_INFORMATION_REQUIRED':
    case 'RETRY':
      return event.type === 'continue' ? openForm(freshForm(state.triggeredBy)) : stay(state);
    case 'FORM':
      return onForm(state, event);
    case 'POLLING':
      return onPolling(state, event);
    case 'PENDING_AFTER_STARTING':
    case 'PENDING_AFTER_SUBMISSION':
      return event.type === 'verification_checked' ? onDecision(state, event.decision) : stay(state);
    default:
      return stay(state);
  }
}

function onCheck(state: Extract<SetupState, { step: 'CREATING_WALLET' | 'VERIFYING_DETAILS' }>, event: SetupEvent): SetupStep {
  const { step, check } = state;
  if (event.type === 'failed') return applyRoute(routeFailure(event.failure), check.phase === 'restriction' ? check.triggeredBy : '', undefined);
  if (check.phase === 'account') {
    if (event.type !== 'account_checked') return stay(state);
    const info = event.additionalInfo;
    if (info === undefined) return stay({ step: 'SUCCESS' });
    return {
      state: { step, check: { phase: 'restriction', triggeredBy: info.triggeredBy } },
      effects: [{ type: 'fetch_restriction', triggeredBy: info.triggeredBy, restrictedFeatures: info.restrictedFeatures ?? [] }],
    };
  }
  if (event.type !== 'restriction_loaded') return stay(state);
  if (event.header === undefined) return stay({ step: 'SUCCESS' });
  return applyRoute(routeByHeader(event.header, event.displayType), check.triggeredBy, undefined);
}

/**
 * A pending screen asks the identity provider's verification state (spec 001 §7): approved
 * re-checks the account (VERIFYING_DETAILS, then SUCCESS once the wallet is created); rejected is
 * VERIFICATION_UNSUCCESSFUL; no decision yet stays pending. Choice: the re-check is the same as
 * after a fullscreen_success, so the wallet's own answer decides what is shown.
 */
const onDecision = (state: SetupState, decision: VerificationDecision | undefined): SetupStep =>
  decision === 'approved' ? applyRoute({ to: 'RECHECK' }, '', undefined) : decision === 'rejected' ? stay({ step: 'VERIFICATION_UNSUCCESSFUL' }) : stay(state);

function onForm(state: Extract<SetupState, { step: 'FORM' }>, event: SetupEvent): SetupStep {
  const { form } = state;
  const current = form.current;
  if (current === null) {
    if (event.type === 'section_loaded') return stay({ step: 'FORM', form: { ...form, current: event.section }, submitting: false });
    if (event.type === 'failed') return applyRoute(routeFailure(event.failure), form.triggeredBy, form);
    return stay(state);
  }
  if (state.submitting) {
    if (event.type === 'submitted') return applyRoute(routeSubmitResponse(event.response), form.triggeredBy, form);
    if (event.type === 'failed') return applyRoute(routeFailure(event.failure), form.triggeredBy, form);
    return stay(state);
  }
  switch (event.type) {
    case 'submit':
      return submitting(form, current);
    case 'back':
      return canGoBack(form) ? stay({ step: 'FORM', form: goBack(form), submitting: false }) : stay(state);
    case 'open_banking':
      if (event.status === 'SUCCESS') return submitting(form, current);
      if (event.status === 'CANCELLED') return stay({ step: 'FORM', form: previousStep(form), submitting: false });
      return { state, effects: [{ type: 'show_error', code: ErrorCode.openBankingFailed }] };
    default:
      return stay(state);
  }
}

function onPolling(state: Extract<SetupState, { step: 'POLLING' }>, event: SetupEvent): SetupStep {
  switch (event.type) {
    case 'poll_result':
      return advancePoll(state, { type: 'result', value: event.response });
    case 'poll_failed':
      return advancePoll(state, { type: 'failed', error: 'poll_failed' });
    case 'tick':
      return advancePoll(state, { type: 'tick' });
    default:
      return stay(state);
  }
}

function advancePoll(state: Extract<SetupState, { step: 'POLLING' }>, event: PollingEvent<SectionResponse>): SetupStep {
  const step = stepPolling(cashSetupPollingConfig(state.polling), state.poll, event);
  const next = { ...state, poll: step.state };
  const effects: SetupEffect[] = [];
  for (const effect of step.effects) {
    if (effect.type === 'done') return applyRoute(routePollOutcome(effect.outcome), state.form.triggeredBy, state.form);
    effects.push(
      effect.type === 'fetch'
        ? { type: 'poll', triggeredBy: state.form.triggeredBy, sectionId: state.form.current?.section_id ?? '' }
        : { type: 'schedule_poll', ms: effect.ms },
    );
  }
  return { state: next, effects };
}

/** Choice: a poll that runs out of attempts is pending after starting; a failed poll continues on the app. */
function routePollOutcome(outcome: PollingOutcome<SectionResponse>): SetupRoute {
  switch (outcome.kind) {
    case 'success':
      return routePollResponse(outcome.value);
    case 'expired':
      return { to: 'PENDING_AFTER_STARTING' };
    case 'error':
    case 'stopped':
      return { to: 'CONTINUE_ON_THE_APP' };
  }
}

/** Choice: a form message or a poll with no form open yet opens a fresh form first. */
function applyRoute(route: SetupRoute, triggeredBy: string, form: FormProgress | undefined): SetupStep {
  switch (route.to) {
    case 'ADDITIONAL_INFORMATION_REQUIRED':
      return stay({ step: route.to, triggeredBy });
    case 'RETRY':
      return stay({ step: 'RETRY', triggeredBy: route.triggeredBy ?? triggeredBy });
    case 'FORM':
      return openForm(freshForm(triggeredBy));
    case 'FORM_SECTION':
      return stay({ step: 'FORM', form: advanceForm(form ?? freshForm(triggeredBy), route.section), submitting: false });
    case 'FORM_MESSAGE': {
      const shown: SetupEffect = { type: 'show_message', message: route.message };
      if (form === undefined || form.current === null) {
        const opened = openForm(form ?? freshForm(triggeredBy));
        return { state: opened.state, effects: [...opened.effects, shown] };
      }
      return { state: { step: 'FORM', form, submitting: false }, effects: [shown] };
    }
    case 'POLLING': {
      const polling: SetupPolling = { maxAttempts: route.maxAttempts, intervalMillis: route.intervalMillis };
      return advancePoll({ step: 'POLLING', form: form ?? freshForm(triggeredBy), polling, poll: POLLING_IDLE }, { type: 'started' });
    }
    case 'RECHECK':
      return { state: { step: 'VERIFYING_DETAILS', check: { phase: 'account' } }, effects: [{ type: 'create_wallet' }] };
    default:
      return stay({ step: route.to });
  }
}
