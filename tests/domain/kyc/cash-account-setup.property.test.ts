import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { SETUP_START, stepSetup } from '../../../domain/kyc/cash-account-setup';
import type { SectionResponse, SetupFailure } from '../../../domain/kyc/cash-setup-routing';
import type { SetupEffect, SetupEvent, SetupState, SetupStepName } from '../../../domain/kyc/cash-setup-state';
import type { FormSection } from '../../../domain/kyc/form-section';
import { assertMachineMatchesModel, Coverage } from '../polling/machine-model';

/**
 * Model-based test of the cash account setup flow (spec 001 §4). The model keeps only names:
 * the step, the trigger, the section ids shown and kept for back, whether a call is in flight,
 * and a fetch counter for polling; the routing rules are written out as plain tables.
 */

const SECTIONS: Record<string, FormSection> = {
  personal: { section_id: 'personal', fields: [] },
  address: { section_id: 'address', fields: [] },
  address_verification_steps: { section_id: 'address_verification_steps', fields: [] },
  summary: { section_id: 'summary', fields: [], action: 'review' },
};
const section = (id: string): FormSection => SECTIONS[id] ?? { section_id: id, fields: [] };

type Target =
  SetupStepName | 'FORM_FRESH' | 'RECHECK' | { retry: string | undefined } | { section: string } | { message: SetupEffect } | { poll: [number, number] };

/** Header -> step, by display type (spec 001 §4). */
const HEADER: Record<string, [Target, Target]> = {
  additional_info_required: ['ADDITIONAL_INFORMATION_REQUIRED', 'FORM_FRESH'],
  pending: ['PENDING_AFTER_SUBMISSION', 'PENDING_AFTER_SUBMISSION'],
  resubmit: [{ retry: undefined }, 'FORM_FRESH'],
  failed: ['VERIFICATION_UNSUCCESSFUL', 'VERIFICATION_UNSUCCESSFUL'],
  restricted: ['SUCCESS', 'SUCCESS'],
};
const byHeader = (header: string | undefined, displayType: string | undefined): Target =>
  (header === undefined ? undefined : HEADER[header])?.[displayType === 'direct_launch' ? 1 : 0] ?? 'CONTINUE_ON_THE_APP';

const whole = (n: number | undefined, min: number, fallback: number): number => (n !== undefined && Number.isInteger(n) && n >= min ? n : fallback);

function afterSubmit(r: SectionResponse): Target {
  if (r.nextSection?.status === 'pending') return { section: r.nextSection.section.section_id };
  const type = r.result?.type;
  if (type === undefined) return r.nextSection === undefined ? 'DONE' : 'CONTINUE_ON_THE_APP';
  if (type === 'fullscreen_success') return 'RECHECK';
  if (type === 'polling') return { poll: [whole(r.result?.max_attempts, 1, 20), whole(r.result?.interval_millis, 0, 1000)] };
  return type === 'fullscreen_pending' || type === 'fullscreen_retry' ? 'PENDING_AFTER_STARTING' : 'CONTINUE_ON_THE_APP';
}

function afterPoll(r: SectionResponse): Target {
  if (r.nextSection !== undefined) return { section: r.nextSection.section.section_id };
  const type = r.result?.type;
  if (type === undefined || type === 'success' || type === 'fullscreen_success') return 'RECHECK';
  if (type === 'pending' || type === 'fullscreen_pending') return 'PENDING_AFTER_STARTING';
  if (type === 'fullscreen_retry') return r.result?.trigger ? { retry: r.result.trigger } : 'VERIFICATION_UNSUCCESSFUL';
  return 'CONTINUE_ON_THE_APP';
}

function afterFailure(f: SetupFailure): Target {
  switch (f.code) {
    case 'manual_restricted_feature':
      return byHeader(f.header, f.displayType);
    case 'residential_address_invalid_error':
    case 'ssn_unmatch_error':
      return { message: { type: 'show_message', message: { code: 'kyc_server_message', message: f.message } } };
    case 'invalid_parameter':
    case 'invalid_address_error':
    case 'kyc_open_banking_failed':
      return { message: { type: 'show_message', message: { code: f.code } } };
    case 'user_address_already_exist':
      return 'VERIFICATION_UNSUCCESSFUL';
    default:
      return 'CONTINUE_ON_THE_APP';
  }
}

interface Model {
  step: SetupStepName;
  check: 'account' | 'restriction';
  trig: string;
  current: string | null;
  history: string[];
  submitting: boolean;
  poll: { waiting: boolean; fetches: number; max: number; interval: number };
}

const coverage = new Coverage();

function go(m: Model, target: Target): SetupEffect[] {
  const fresh = (): void => {
    Object.assign(m, { step: 'FORM', current: null, history: [], submitting: false });
  };
  if (target === 'FORM_FRESH') {
    fresh();
    return [{ type: 'fetch_section', triggeredBy: m.trig }];
  }
  if (target === 'RECHECK') {
    Object.assign(m, { step: 'VERIFYING_DETAILS', check: 'account' });
    return [{ type: 'create_wallet' }];
  }
  if (typeof target === 'string') {
    coverage.hit(target);
    m.step = target;
    return [];
  }
  if ('retry' in target) {
    Object.assign(m, { step: 'RETRY', trig: target.retry ?? m.trig });
    return [];
  }
  if ('section' in target) {
    if (m.step !== 'FORM' && m.step !== 'POLLING') Object.assign(m, { current: null, history: [] });
    if (m.current !== null && m.current !== 'address_verification_steps') m.history.push(m.current);
    Object.assign(m, { step: 'FORM', current: target.section, submitting: false });
    coverage.hit(`section:${target.section}`);
    return [];
  }
  if ('message' in target) {
    coverage.hit('message');
    if (m.step === 'FORM' && m.current !== null) {
      m.submitting = false;
      return [target.message];
    }
    fresh();
    return [{ type: 'fetch_section', triggeredBy: m.trig }, target.message];
  }
  if (m.step !== 'FORM') Object.assign(m, { current: null, history: [] });
  Object.assign(m, { step: 'POLLING', submitting: false, poll: { waiting: false, fetches: 1, max: target.poll[0], interval: target.poll[1] } });
  coverage.hit('polling');
  return [{ type: 'poll', triggeredBy: m.trig, sectionId: m.current ?? '' }];
}

function model(m: Model, e: SetupEvent): SetupEffect[] {
  if (e.type === 'close') {
    const was = m.step;
    m.step = 'CLOSED';
    return was === 'POLLING' ? [{ type: 'abort_poll' }] : [];
  }
  switch (m.step) {
    case 'START':
      if (e.type !== 'start') return [];
      Object.assign(m, { step: 'CREATING_WALLET', check: 'account' });
      return [{ type: 'create_wallet' }];
    case 'CREATING_WALLET':
    case 'VERIFYING_DETAILS':
      if (e.type === 'failed') {
        if (m.check === 'account') m.trig = '';
        return go(m, afterFailure(e.failure));
      }
      if (m.check === 'account' && e.type === 'account_checked') {
        if (e.additionalInfo === undefined) return go(m, 'SUCCESS');
        Object.assign(m, { check: 'restriction', trig: e.additionalInfo.triggeredBy });
        return [{ type: 'fetch_restriction', triggeredBy: m.trig, restrictedFeatures: e.additionalInfo.restrictedFeatures ?? [] }];
      }
      if (m.check === 'restriction' && e.type === 'restriction_loaded') return go(m, e.header === undefined ? 'SUCCESS' : byHeader(e.header, e.displayType));
      return [];
    case 'ADDITIONAL_INFORMATION_REQUIRED':
    case 'RETRY':
      return e.type === 'continue' ? go(m, 'FORM_FRESH') : [];
    case 'FORM':
      if (m.current === null) {
        if (e.type === 'section_loaded') m.current = e.section.section_id;
        return e.type === 'failed' ? go(m, afterFailure(e.failure)) : [];
      }
      if (m.submitting) {
        if (e.type === 'submitted') return go(m, afterSubmit(e.response));
        return e.type === 'failed' ? go(m, afterFailure(e.failure)) : [];
      }
      if (e.type === 'submit' || (e.type === 'open_banking' && e.status === 'SUCCESS')) {
        m.submitting = true;
        return [{ type: 'submit_section', triggeredBy: m.trig, sectionId: m.current }];
      }
      if (e.type === 'open_banking' && e.status === 'ERROR') return [{ type: 'show_error', code: 'kyc_open_banking_failed' }];
      if ((e.type === 'back' && m.current !== 'summary') || (e.type === 'open_banking' && e.status === 'CANCELLED')) {
        const previous = m.history.pop();
        if (previous !== undefined) {
          m.current = previous;
          coverage.hit('back');
        }
      }
      return [];
    case 'PENDING_AFTER_STARTING':
    case 'PENDING_AFTER_SUBMISSION':
      if (e.type !== 'verification_checked' || e.decision === undefined) return [];
      coverage.hit(`pending_${e.decision}`);
      return go(m, e.decision === 'approved' ? 'RECHECK' : 'VERIFICATION_UNSUCCESSFUL');
    case 'POLLING': {
      const p = m.poll;
      if (!p.waiting && e.type === 'poll_failed') return go(m, 'CONTINUE_ON_THE_APP');
      if (!p.waiting && e.type === 'poll_result') {
        const stillRunning = e.response.result?.type === 'polling' && e.response.nextSection === undefined;
        if (!stillRunning) return go(m, afterPoll(e.response));
        if (p.fetches >= p.max) {
          coverage.hit('poll_expired');
          return go(m, 'PENDING_AFTER_STARTING');
        }
        p.waiting = true;
        return [{ type: 'schedule_poll', ms: p.interval }];
      }
      if (p.waiting && e.type === 'tick') {
        Object.assign(p, { waiting: false, fetches: p.fetches + 1 });
        return [{ type: 'poll', triggeredBy: m.trig, sectionId: m.current ?? '' }];
      }
      return [];
    }
    default:
      return [];
  }
}

function project(s: SetupState): unknown {
  switch (s.step) {
    case 'CREATING_WALLET':
    case 'VERIFYING_DETAILS':
      return { step: s.step, check: s.check.phase, trig: s.check.phase === 'restriction' ? s.check.triggeredBy : null };
    case 'ADDITIONAL_INFORMATION_REQUIRED':
    case 'RETRY':
      return { step: s.step, trig: s.triggeredBy };
    case 'FORM':
      return {
        step: s.step,
        trig: s.form.triggeredBy,
        current: s.form.current?.section_id ?? null,
        history: s.form.history.map((x) => x.section_id),
        submitting: s.submitting,
      };
    case 'POLLING':
      return {
        step: s.step,
        trig: s.form.triggeredBy,
        current: s.form.current?.section_id ?? null,
        history: s.form.history.map((x) => x.section_id),
        poll: s.poll.status === 'waiting' || s.poll.status === 'fetching' ? { waiting: s.poll.status === 'waiting', fetches: s.poll.attempts } : s.poll.status,
      };
    default:
      return { step: s.step };
  }
}

function expected(m: Model): unknown {
  switch (m.step) {
    case 'CREATING_WALLET':
    case 'VERIFYING_DETAILS':
      return { step: m.step, check: m.check, trig: m.check === 'restriction' ? m.trig : null };
    case 'ADDITIONAL_INFORMATION_REQUIRED':
    case 'RETRY':
      return { step: m.step, trig: m.trig };
    case 'FORM':
      return { step: m.step, trig: m.trig, current: m.current, history: m.history, submitting: m.submitting };
    case 'POLLING':
      return { step: m.step, trig: m.trig, current: m.current, history: m.history, poll: { waiting: m.poll.waiting, fetches: m.poll.fetches } };
    default:
      return { step: m.step };
  }
}

const sectionId = fc.constantFrom(...Object.keys(SECTIONS));
const response = (forPoll: boolean): fc.Arbitrary<SectionResponse> =>
  fc.oneof(
    fc.constant({}),
    fc.record({ nextSection: fc.record({ status: fc.constantFrom('pending', 'pending', 'done'), section: sectionId.map(section) }) }),
    fc.record({
      result: fc.oneof(
        fc.record({ type: fc.constant('polling'), max_attempts: fc.constantFrom(1, 2, 3, 0), interval_millis: fc.constantFrom(250, 1000) }),
        fc.record({ type: fc.constantFrom('fullscreen_success', 'fullscreen_pending', 'fullscreen_retry', 'pending', 'success', 'odd') }),
        fc.record({ type: fc.constant('fullscreen_retry'), trigger: fc.constantFrom('poa', '') }),
        ...(forPoll ? [fc.constant({ type: 'polling' }), fc.constant({ type: 'polling' })] : []),
      ),
    }),
  );
const failure: fc.Arbitrary<SetupFailure> = fc.oneof(
  fc.record({
    code: fc.constant('manual_restricted_feature'),
    header: fc.constantFrom('additional_info_required', 'pending', 'resubmit', 'failed', 'restricted', 'other'),
  }),
  fc.record({ code: fc.constantFrom('residential_address_invalid_error', 'ssn_unmatch_error'), message: fc.constantFrom('Check it', 'Mismatch') }),
  fc.record({ code: fc.constantFrom('invalid_parameter', 'invalid_address_error', 'kyc_open_banking_failed', 'user_address_already_exist', 'server_error') }),
);
const events: fc.Arbitrary<SetupEvent> = fc.oneof(
  fc
    .constantFrom(
      'start' as const,
      'continue' as const,
      'submit' as const,
      'submit' as const,
      'back' as const,
      'tick' as const,
      'poll_failed' as const,
      'close' as const,
    )
    .map((type) => ({ type })),
  fc
    .option(fc.record({ triggeredBy: fc.constantFrom('fiat', 'edd') }), { nil: undefined })
    .map((additionalInfo) => ({ type: 'account_checked' as const, additionalInfo })),
  fc
    .record({
      header: fc.constantFrom(undefined, 'additional_info_required', 'pending', 'resubmit', 'failed', 'other'),
      displayType: fc.constantFrom(undefined, 'direct_launch'),
    })
    .map(({ header, displayType }) => ({ type: 'restriction_loaded' as const, header, ...(displayType === undefined ? {} : { displayType }) })),
  sectionId.map((id) => ({ type: 'section_loaded' as const, section: section(id) })),
  response(false).map((r) => ({ type: 'submitted' as const, response: r })),
  failure.map((f) => ({ type: 'failed' as const, failure: f })),
  fc.constantFrom('SUCCESS' as const, 'CANCELLED' as const, 'ERROR' as const).map((status) => ({ type: 'open_banking' as const, status })),
  response(true).map((r) => ({ type: 'poll_result' as const, response: r })),
  fc.constantFrom('approved' as const, 'rejected' as const, undefined).map((decision) => ({ type: 'verification_checked' as const, decision })),
);

/** Scripts that reach the form, move through sections and start a poll, so the deep states are visited often. */
const toForm: readonly SetupEvent[] = [
  { type: 'start' },
  { type: 'account_checked', additionalInfo: { triggeredBy: 'fiat' } },
  { type: 'restriction_loaded', header: 'additional_info_required' },
  { type: 'continue' },
  { type: 'section_loaded', section: section('personal') },
];
const scripts: fc.Arbitrary<readonly SetupEvent[]> = fc.oneof(
  { weight: 3, arbitrary: fc.constant(toForm) },
  {
    weight: 2,
    arbitrary: fc
      .constantFrom(undefined, 'additional_info_required', 'pending', 'resubmit', 'failed', 'other')
      .map((header): readonly SetupEvent[] => [
        { type: 'start' },
        { type: 'account_checked', additionalInfo: { triggeredBy: 'edd' } },
        { type: 'restriction_loaded', header },
      ]),
  },
  {
    weight: 3,
    arbitrary: fc
      .tuple(sectionId, response(false))
      .map(([id, r]): readonly SetupEvent[] => [
        { type: 'submit' },
        { type: 'submitted', response: { nextSection: { status: 'pending', section: section(id) } } },
        { type: 'submit' },
        { type: 'submitted', response: r },
      ]),
  },
  {
    weight: 2,
    arbitrary: sectionId.map((id): readonly SetupEvent[] => [
      { type: 'submit' },
      { type: 'submitted', response: { nextSection: { status: 'pending', section: section(id) } } },
      { type: 'back' },
    ]),
  },
  {
    weight: 2,
    arbitrary: fc.constant<readonly SetupEvent[]>([
      { type: 'submit' },
      { type: 'submitted', response: { result: { type: 'polling', max_attempts: 2, interval_millis: 100 } } },
      { type: 'poll_result', response: { result: { type: 'polling' } } },
      { type: 'tick' },
    ]),
  },
);

describe('cash account setup, model-based', () => {
  afterAll(() =>
    coverage.expectAll([
      'SUCCESS',
      'ADDITIONAL_INFORMATION_REQUIRED',
      'PENDING_AFTER_SUBMISSION',
      'PENDING_AFTER_STARTING',
      'VERIFICATION_UNSUCCESSFUL',
      'CONTINUE_ON_THE_APP',
      'DONE',
      'polling',
      'poll_expired',
      'message',
      'back',
      'section:address',
      'section:address_verification_steps',
      'section:summary',
      'pending_approved',
      'pending_rejected',
    ]),
  );

  it('any event sequence agrees with the table model; history never keeps address verification steps', () => {
    assertMachineMatchesModel(
      {
        name: 'cash setup',
        initialState: SETUP_START,
        initialModel: (): Model => ({
          step: 'START',
          check: 'account',
          trig: '',
          current: null,
          history: [],
          submitting: false,
          poll: { waiting: false, fetches: 0, max: 0, interval: 0 },
        }),
        step: stepSetup,
        model,
        project,
        expected,
        invariant: (before, event, after) => {
          if (after.step === 'FORM' || after.step === 'POLLING') {
            expect(after.form.history.some((x) => x.section_id === 'address_verification_steps')).toBe(false);
          }
          if (event.type === 'back' && before.step === 'FORM' && before.form.current?.action === 'review') expect(after).toBe(before);
        },
      },
      events,
      { maxCommands: 60, scripts },
    );
  });
});
