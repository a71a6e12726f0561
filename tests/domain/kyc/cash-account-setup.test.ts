import { describe, expect, it } from 'vitest';
import { launchSetup, SETUP_START, stepSetup } from '../../../domain/kyc/cash-account-setup';
import type { SectionResponse } from '../../../domain/kyc/cash-setup-routing';
import type { SetupEvent, SetupState, SetupStep } from '../../../domain/kyc/cash-setup-state';
import type { FormSection } from '../../../domain/kyc/form-section';

const s1: FormSection = { section_id: 'personal', fields: [] };
const s2: FormSection = { section_id: 'address', fields: [] };
const review: FormSection = { section_id: 'summary', fields: [], action: 'review' };
const run = (events: SetupEvent[], state: SetupState = SETUP_START): SetupStep =>
  events.reduce<SetupStep>((acc, e) => stepSetup(acc.state, e), { state, effects: [] });

const toRestriction: SetupEvent[] = [{ type: 'start' }, { type: 'account_checked', additionalInfo: { triggeredBy: 'fiat', restrictedFeatures: ['deposit'] } }];
const toForm: SetupEvent[] = [
  ...toRestriction,
  { type: 'restriction_loaded', header: 'additional_info_required' },
  { type: 'continue' },
  { type: 'section_loaded', section: s1 },
];
const submitted = (response: SectionResponse): SetupEvent[] => [...toForm, { type: 'submit' }, { type: 'submitted', response }];
const stepOf = (r: SetupStep): string => r.state.step;

describe('cash account setup: creating the wallet', () => {
  it('START creates the wallet', () => {
    expect(run([{ type: 'start' }])).toEqual({ state: { step: 'CREATING_WALLET', check: { phase: 'account' } }, effects: [{ type: 'create_wallet' }] });
  });

  it('no additional info is SUCCESS', () => {
    expect(stepOf(run([{ type: 'start' }, { type: 'account_checked', additionalInfo: undefined }]))).toBe('SUCCESS');
  });

  it('additional info fetches the restriction for its trigger and features', () => {
    expect(run(toRestriction).effects).toEqual([{ type: 'fetch_restriction', triggeredBy: 'fiat', restrictedFeatures: ['deposit'] }]);
  });

  it('no restriction header is SUCCESS', () => {
    expect(stepOf(run([...toRestriction, { type: 'restriction_loaded', header: undefined }]))).toBe('SUCCESS');
  });
});

describe('cash account setup: restriction header routing', () => {
  it('additional info required: ADDITIONAL_INFORMATION_REQUIRED, then FORM', () => {
    const intro = run([...toRestriction, { type: 'restriction_loaded', header: 'additional_info_required' }]);
    expect(intro.state).toEqual({ step: 'ADDITIONAL_INFORMATION_REQUIRED', triggeredBy: 'fiat' });
    const form = stepSetup(intro.state, { type: 'continue' });
    expect(form).toEqual({
      state: { step: 'FORM', form: { triggeredBy: 'fiat', current: null, history: [] }, submitting: false },
      effects: [{ type: 'fetch_section', triggeredBy: 'fiat' }],
    });
  });

  it('pending: PENDING_AFTER_SUBMISSION', () => {
    expect(stepOf(run([...toRestriction, { type: 'restriction_loaded', header: 'pending' }]))).toBe('PENDING_AFTER_SUBMISSION');
  });

  it('resubmit: RETRY, then FORM', () => {
    const retry = run([...toRestriction, { type: 'restriction_loaded', header: 'resubmit' }]);
    expect(retry.state).toEqual({ step: 'RETRY', triggeredBy: 'fiat' });
    expect(stepOf(stepSetup(retry.state, { type: 'continue' }))).toBe('FORM');
  });

  it('failed: VERIFICATION_UNSUCCESSFUL', () => {
    expect(stepOf(run([...toRestriction, { type: 'restriction_loaded', header: 'failed' }]))).toBe('VERIFICATION_UNSUCCESSFUL');
  });

  it('otherwise: CONTINUE_ON_THE_APP', () => {
    expect(stepOf(run([...toRestriction, { type: 'restriction_loaded', header: 'edd' }]))).toBe('CONTINUE_ON_THE_APP');
  });

  it('a direct-launch display type opens the FORM directly', () => {
    const r = run([...toRestriction, { type: 'restriction_loaded', header: 'additional_info_required', displayType: 'direct_launch' }]);
    expect(r.effects).toEqual([{ type: 'fetch_section', triggeredBy: 'fiat' }]);
    expect(launchSetup('direct_launch', 'edd')).toEqual({
      state: { step: 'FORM', form: { triggeredBy: 'edd', current: null, history: [] }, submitting: false },
      effects: [{ type: 'fetch_section', triggeredBy: 'edd' }],
    });
    expect(launchSetup(undefined, 'edd')).toEqual({ state: SETUP_START, effects: [] });
  });
});

describe('cash account setup: form submit', () => {
  it('submit sends the current section', () => {
    expect(run([...toForm, { type: 'submit' }]).effects).toEqual([{ type: 'submit_section', triggeredBy: 'fiat', sectionId: 'personal' }]);
  });

  it('a next section with status pending leads to another FORM step', () => {
    const r = run(submitted({ nextSection: { status: 'pending', section: s2 } }));
    expect(r.state).toEqual({ step: 'FORM', form: { triggeredBy: 'fiat', current: s2, history: [s1] }, submitting: false });
  });

  it('fullscreen_success leads to VERIFYING_DETAILS and a re-check', () => {
    const r = run(submitted({ result: { type: 'fullscreen_success' } }));
    expect(r).toEqual({ state: { step: 'VERIFYING_DETAILS', check: { phase: 'account' } }, effects: [{ type: 'create_wallet' }] });
    expect(stepOf(stepSetup(r.state, { type: 'account_checked', additionalInfo: undefined }))).toBe('SUCCESS');
  });

  it('a polling result polls with max_attempts and interval_millis', () => {
    const r = run(submitted({ result: { type: 'polling', max_attempts: 2, interval_millis: 500 } }));
    expect(r.state).toMatchObject({ step: 'POLLING', polling: { maxAttempts: 2, intervalMillis: 500 }, poll: { status: 'fetching', attempts: 1 } });
    expect(r.effects).toEqual([{ type: 'poll', triggeredBy: 'fiat', sectionId: 'personal' }]);
    const waiting = stepSetup(r.state, { type: 'poll_result', response: { result: { type: 'polling' } } });
    expect(waiting.effects).toEqual([{ type: 'schedule_poll', ms: 500 }]);
    expect(stepSetup(waiting.state, { type: 'tick' }).effects).toEqual([{ type: 'poll', triggeredBy: 'fiat', sectionId: 'personal' }]);
  });

  it('fullscreen pending or retry leads to PENDING_AFTER_STARTING', () => {
    expect(stepOf(run(submitted({ result: { type: 'fullscreen_pending' } })))).toBe('PENDING_AFTER_STARTING');
    expect(stepOf(run(submitted({ result: { type: 'fullscreen_retry' } })))).toBe('PENDING_AFTER_STARTING');
  });

  it('no next section and no result means done', () => {
    expect(stepOf(run(submitted({})))).toBe('DONE');
  });

  it('otherwise CONTINUE_ON_THE_APP', () => {
    expect(stepOf(run(submitted({ result: { type: 'unexpected' } })))).toBe('CONTINUE_ON_THE_APP');
  });

  it('a second submit while submitting is ignored', () => {
    expect(run([...toForm, { type: 'submit' }, { type: 'submit' }]).effects).toEqual([]);
  });
});

describe('cash account setup: polling results', () => {
  const polling: SetupEvent[] = submitted({ result: { type: 'polling', max_attempts: 3, interval_millis: 100 } });
  const after = (response: SectionResponse): SetupStep => run([...polling, { type: 'poll_result', response }]);

  it('a next section opens FORM', () => {
    expect(after({ nextSection: { status: 'pending', section: s2 } }).state).toEqual({
      step: 'FORM',
      form: { triggeredBy: 'fiat', current: s2, history: [s1] },
      submitting: false,
    });
  });
  it('pending leads to PENDING_AFTER_STARTING', () => expect(stepOf(after({ result: { type: 'pending' } }))).toBe('PENDING_AFTER_STARTING'));
  it('success or an empty result re-checks', () => {
    expect(after({ result: { type: 'success' } }).effects).toEqual([{ type: 'create_wallet' }]);
    expect(stepOf(after({}))).toBe('VERIFYING_DETAILS');
  });
  it('fullscreen_retry with a trigger retries, else VERIFICATION_UNSUCCESSFUL', () => {
    expect(after({ result: { type: 'fullscreen_retry', trigger: 'poa' } }).state).toEqual({ step: 'RETRY', triggeredBy: 'poa' });
    expect(stepOf(after({ result: { type: 'fullscreen_retry' } }))).toBe('VERIFICATION_UNSUCCESSFUL');
  });
  it('anything else leads to CONTINUE_ON_THE_APP', () => expect(stepOf(after({ result: { type: 'odd' } }))).toBe('CONTINUE_ON_THE_APP'));
  it('running out of attempts is PENDING_AFTER_STARTING; a failed poll continues on the app', () => {
    const still = { type: 'poll_result', response: { result: { type: 'polling' } } } as const;
    expect(stepOf(run([...polling, still, { type: 'tick' }, still, { type: 'tick' }, still]))).toBe('PENDING_AFTER_STARTING');
    expect(stepOf(run([...polling, { type: 'poll_failed' }]))).toBe('CONTINUE_ON_THE_APP');
  });
  it('closing aborts the running poll', () => {
    expect(run([...polling, { type: 'close' }])).toEqual({ state: { step: 'CLOSED' }, effects: [{ type: 'abort_poll' }] });
  });
});

describe('cash account setup: open banking and back navigation', () => {
  const toSecond = submitted({ nextSection: { status: 'pending', section: s2 } });

  it('open-banking ERROR shows an error and stays', () => {
    const r = run([...toSecond, { type: 'open_banking', status: 'ERROR' }]);
    expect(r.effects).toEqual([{ type: 'show_error', code: 'kyc_open_banking_failed' }]);
    expect(r.state).toMatchObject({ step: 'FORM', form: { current: s2 } });
  });
  it('open-banking CANCELLED returns to the previous step', () => {
    expect(run([...toSecond, { type: 'open_banking', status: 'CANCELLED' }]).state).toMatchObject({ step: 'FORM', form: { current: s1, history: [] } });
  });
  it('open-banking SUCCESS submits', () => {
    expect(run([...toSecond, { type: 'open_banking', status: 'SUCCESS' }]).effects).toEqual([
      { type: 'submit_section', triggeredBy: 'fiat', sectionId: 'address' },
    ]);
  });
  it('back steps through the form history', () => {
    expect(run([...toSecond, { type: 'back' }]).state).toMatchObject({ step: 'FORM', form: { current: s1, history: [] } });
  });
  it('back does nothing on a review section', () => {
    const onReview = [
      ...toSecond,
      { type: 'submit' } as const,
      { type: 'submitted', response: { nextSection: { status: 'pending', section: review } } } as const,
    ];
    expect(run([...onReview, { type: 'back' }]).state).toMatchObject({ form: { current: review, history: [s1, s2] } });
  });
  it('address_verification_steps sections are not accumulated', () => {
    const poa: FormSection = { section_id: 'address_verification_steps', fields: [] };
    const r = run([
      ...submitted({ nextSection: { status: 'pending', section: poa } }),
      { type: 'submit' },
      { type: 'submitted', response: { nextSection: { status: 'pending', section: s2 } } },
    ]);
    expect(r.state).toMatchObject({ form: { current: s2, history: [s1] } });
  });
});

describe('cash account setup: error codes', () => {
  const failing = (failure: { code: string; header?: string; message?: string }): SetupStep =>
    run([...toForm, { type: 'submit' }, { type: 'failed', failure }]);

  it('manual_restricted_feature routes by header', () => {
    expect(stepOf(failing({ code: 'manual_restricted_feature', header: 'failed' }))).toBe('VERIFICATION_UNSUCCESSFUL');
  });
  it('residential_address_invalid_error and ssn_unmatch_error show the server message on the form', () => {
    const r = failing({ code: 'ssn_unmatch_error', message: 'SSN does not match' });
    expect(r).toEqual({
      state: { step: 'FORM', form: { triggeredBy: 'fiat', current: s1, history: [] }, submitting: false },
      effects: [{ type: 'show_message', message: { code: 'kyc_server_message', message: 'SSN does not match' } }],
    });
    expect(failing({ code: 'residential_address_invalid_error' }).effects).toEqual([
      { type: 'show_message', message: { code: 'kyc_server_message', message: undefined } },
    ]);
  });
  it("invalid_parameter shows 'missing information' and returns to the form", () => {
    expect(failing({ code: 'invalid_parameter' })).toMatchObject({
      state: { step: 'FORM', submitting: false },
      effects: [{ type: 'show_message', message: { code: 'invalid_parameter' } }],
    });
  });
  it('invalid_address_error shows the invalid address back on the form', () => {
    expect(failing({ code: 'invalid_address_error' }).effects).toEqual([{ type: 'show_message', message: { code: 'invalid_address_error' } }]);
  });
  it('user_address_already_exist is VERIFICATION_UNSUCCESSFUL', () => {
    expect(stepOf(failing({ code: 'user_address_already_exist' }))).toBe('VERIFICATION_UNSUCCESSFUL');
  });
  it('other codes continue on the app', () => expect(stepOf(failing({ code: 'server_error' }))).toBe('CONTINUE_ON_THE_APP'));
  it('a form message with no form open yet opens the form first', () => {
    const r = run([{ type: 'start' }, { type: 'failed', failure: { code: 'invalid_parameter' } }]);
    expect(r.effects).toEqual([
      { type: 'fetch_section', triggeredBy: '' },
      { type: 'show_message', message: { code: 'invalid_parameter' } },
    ]);
  });
});

describe('cash account setup: late and stray events', () => {
  it('terminal steps ignore everything but close', () => {
    for (const step of ['SUCCESS', 'PENDING_AFTER_STARTING', 'PENDING_AFTER_SUBMISSION', 'VERIFICATION_UNSUCCESSFUL', 'CONTINUE_ON_THE_APP', 'DONE'] as const) {
      expect(stepSetup({ step }, { type: 'start' })).toEqual({ state: { step }, effects: [] });
      expect(stepSetup({ step }, { type: 'close' }).state).toEqual({ step: 'CLOSED' });
    }
  });
  it('a late poll result after close changes nothing', () => {
    expect(stepSetup({ step: 'CLOSED' }, { type: 'poll_result', response: {} })).toEqual({ state: { step: 'CLOSED' }, effects: [] });
  });
});

describe('cash account setup: asking the verification state on a pending screen (spec 001 §7)', () => {
  const pending = run([...toRestriction, { type: 'restriction_loaded', header: 'pending' }]);

  it('approved re-checks the account under VERIFYING_DETAILS', () => {
    expect(stepSetup(pending.state, { type: 'verification_checked', decision: 'approved' })).toEqual({
      state: { step: 'VERIFYING_DETAILS', check: { phase: 'account' } },
      effects: [{ type: 'create_wallet' }],
    });
  });

  it('rejected is VERIFICATION_UNSUCCESSFUL; no decision yet stays pending', () => {
    expect(stepOf(stepSetup(pending.state, { type: 'verification_checked', decision: 'rejected' }))).toBe('VERIFICATION_UNSUCCESSFUL');
    expect(stepSetup(pending.state, { type: 'verification_checked', decision: undefined }).state).toBe(pending.state);
  });

  it('is ignored anywhere but a pending screen', () => {
    const form = run(toForm);
    expect(stepSetup(form.state, { type: 'verification_checked', decision: 'approved' }).state).toBe(form.state);
  });
});
