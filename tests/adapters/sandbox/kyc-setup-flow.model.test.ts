import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SetupStepName } from '../../../domain/kyc/cash-setup-state';
import type { FormValues } from '../../../domain/kyc/form-values';
import type { KycStatus } from '../../../domain/kyc/kyc-status';
import { kycHarness } from '../../support/kyc-contract';
import { type KycProfile, sectionValues } from '../../support/kyc-profile';
import { SetupDriver } from '../../support/kyc-setup-driver';
import type { SandboxHarness } from '../../support/sandbox-harness';
import { signInAs } from '../../support/sign-in';

/**
 * Model-based test of cash account setup end to end: the domain's setup machine driven over HTTP
 * against the sandbox (SetupDriver), checked after every command against a small model of the
 * server written here from the README table, independently of the sandbox's code.
 */

type Stage = 'setup' | 'edd' | 'additional';
type Server =
  'setup_needed' | 'collecting' | 'resubmit' | 'edd_requested' | 'additional_info_requested' | 'manual_review' | 'rejected' | 'approved' | 'restricted';
type Outcome = 'approved' | 'restricted' | 'manual_review' | 'rejected' | 'resubmit' | 'edd' | 'additional';

interface Model {
  readonly profile: KycProfile;
  server: Server;
  stage: Stage;
  reached: number;
  retried: boolean;
  screen: SetupStepName;
  /** The open section's index in the stage's flow, and how many sections back navigation can go. */
  index: number;
  history: number;
}

interface Real {
  readonly h: SandboxHarness;
  driver: SetupDriver;
}

const flowOf = (m: Model): readonly string[] =>
  m.stage === 'edd'
    ? ['edd_source_of_wealth', 'review']
    : m.stage === 'additional'
      ? ['additional_information']
      : ['personal_details', 'residential_address', 'employment', ...(m.profile.country === 'SG' ? ['cpf_details'] : []), 'review'];

/** The README table: which answers lead to which outcome. */
function expectedOutcome(m: Model): Outcome {
  const p = m.profile;
  if (m.stage === 'setup') {
    if (p.name === 'reject') return 'rejected';
    if (p.name === 'retry' && !m.retried) return 'resubmit';
    if (p.name === 'review') return 'manual_review';
    if ((p.employment === 'employed' || p.employment === 'self_employed') && p.occupation === 'casino_operator') return 'edd';
    if (p.income === 'over_1m') return 'additional';
  }
  return p.country === 'US' && p.usState === 'NY' ? 'restricted' : 'approved';
}

const openForm = (m: Model, index: number, history: number): void => {
  m.screen = 'FORM';
  m.index = index;
  m.history = history;
};

/** What START (create wallet, then the restriction overview) shows for the server's state. */
function reopen(m: Model): void {
  const screens: Record<Exclude<Server, 'collecting'>, SetupStepName> = {
    approved: 'SUCCESS',
    restricted: 'SUCCESS',
    setup_needed: 'ADDITIONAL_INFORMATION_REQUIRED',
    edd_requested: 'ADDITIONAL_INFORMATION_REQUIRED',
    additional_info_requested: 'ADDITIONAL_INFORMATION_REQUIRED',
    resubmit: 'RETRY',
    manual_review: 'PENDING_AFTER_SUBMISSION',
    rejected: 'VERIFICATION_UNSUCCESSFUL',
  };
  if (m.server === 'collecting') openForm(m, Math.min(m.reached, flowOf(m).length - 1), 0);
  else m.screen = screens[m.server];
}

function finishVerification(m: Model): void {
  const outcome = expectedOutcome(m);
  const restart = (server: Server, stage: Stage): void => {
    m.server = server;
    m.stage = stage;
    m.reached = 0;
  };
  switch (outcome) {
    case 'approved':
    case 'restricted':
      m.server = outcome;
      m.screen = 'SUCCESS';
      return;
    case 'manual_review':
      m.server = 'manual_review';
      m.screen = 'PENDING_AFTER_STARTING';
      return;
    case 'rejected':
      m.server = 'rejected';
      m.screen = 'VERIFICATION_UNSUCCESSFUL';
      return;
    case 'resubmit':
      m.retried = true;
      restart('resubmit', 'setup');
      m.screen = 'RETRY';
      return;
    case 'edd':
      restart('edd_requested', 'edd');
      m.screen = 'ADDITIONAL_INFORMATION_REQUIRED';
      return;
    case 'additional':
      restart('additional_info_requested', 'additional');
      openForm(m, 0, m.history + 1);
  }
}

const valuesOf =
  (m: Model) =>
  (sectionId: string): FormValues =>
    sectionValues(sectionId, m.profile);
const check = (m: Model, r: Real): void => {
  expect(r.driver.step).toBe(m.screen);
  if (m.screen === 'FORM') expect(r.driver.sectionId).toBe(flowOf(m)[m.index]);
};

class Proceed implements fc.AsyncCommand<Model, Real> {
  check = (m: Readonly<Model>): boolean =>
    m.screen === 'START' || m.screen === 'ADDITIONAL_INFORMATION_REQUIRED' || m.screen === 'RETRY' || m.screen === 'FORM';
  async run(m: Model, r: Real): Promise<void> {
    if (m.screen === 'START') {
      await r.driver.dispatch({ type: 'start' });
      reopen(m);
    } else if (m.screen !== 'FORM') {
      await r.driver.dispatch({ type: 'continue' });
      openForm(m, Math.min(m.reached, flowOf(m).length - 1), 0);
    } else {
      await r.driver.submit(valuesOf(m));
      m.server = 'collecting';
      m.reached = m.index + 1;
      if (m.index + 1 < flowOf(m).length) openForm(m, m.index + 1, m.history + 1);
      else finishVerification(m);
    }
    check(m, r);
  }
  toString = (): string => 'proceed';
}

class SubmitInvalid implements fc.AsyncCommand<Model, Real> {
  check = (m: Readonly<Model>): boolean => m.screen === 'FORM';
  async run(m: Model, r: Real): Promise<void> {
    const messages = r.driver.messages.length;
    await r.driver.submit((id) => Object.fromEntries(Object.entries(valuesOf(m)(id)).slice(1)), true);
    m.reached = Math.min(m.reached, m.index);
    check(m, r);
    expect(r.driver.messages.slice(messages)).toEqual([{ code: 'invalid_parameter' }]);
  }
  toString = (): string => 'submit-invalid';
}

class Back implements fc.AsyncCommand<Model, Real> {
  check = (m: Readonly<Model>): boolean => m.screen === 'FORM' && m.stage === 'setup' && m.history > 0 && flowOf(m)[m.index] !== 'review';
  async run(m: Model, r: Real): Promise<void> {
    await r.driver.dispatch({ type: 'back' });
    m.index -= 1;
    m.history -= 1;
    check(m, r);
  }
  toString = (): string => 'back';
}

class Reopen implements fc.AsyncCommand<Model, Real> {
  check = (): boolean => true;
  async run(m: Model, r: Real): Promise<void> {
    await r.driver.dispatch({ type: 'close' });
    r.driver = newDriver(r.h);
    await r.driver.dispatch({ type: 'start' });
    reopen(m);
    check(m, r);
  }
  toString = (): string => 'reopen';
}

class WaitForReview implements fc.AsyncCommand<Model, Real> {
  check = (m: Readonly<Model>): boolean => m.server === 'manual_review';
  async run(m: Model, r: Real): Promise<void> {
    await r.h.time.advance(3_600_000);
    await r.driver.dispatch({ type: 'close' });
    r.driver = newDriver(r.h);
    await r.driver.dispatch({ type: 'start' });
    m.server = 'approved';
    reopen(m);
    check(m, r);
  }
  toString = (): string => 'wait-for-review';
}

const KYC_STATUS: Record<Server, KycStatus> = {
  setup_needed: 'fiat_wallet_setup_needed',
  collecting: 'kyc_pending',
  resubmit: 'kyc_pending',
  edd_requested: 'kyc_pending',
  additional_info_requested: 'kyc_pending',
  manual_review: 'kyc_pending_review',
  rejected: 'kyc_rejected',
  approved: 'kyc_approved',
  restricted: 'kyc_restricted',
};

let current: ReturnType<typeof kycHarness> | undefined;
const newDriver = (h: SandboxHarness): SetupDriver => {
  if (current === undefined) throw new Error('no harness');
  return new SetupDriver(current.kyc, current.cash, (ms) => h.time.advance(ms));
};

const profile: fc.Arbitrary<KycProfile> = fc
  .record({
    name: fc.constantFrom('jane', 'reject', 'review', 'retry'),
    nationality: fc.constantFrom('US', 'GB', 'SG'),
    country: fc.constantFrom('US', 'GB', 'SG'),
    usState: fc.constantFrom('CA', 'NY'),
    employment: fc.constantFrom('employed', 'self_employed', 'unemployed', 'student', 'retired'),
    occupation: fc.constantFrom('software_engineer', 'casino_operator', 'other'),
    income: fc.constantFrom('50k_100k', 'over_1m'),
    funds: fc.subarray(['salary', 'savings', 'other'] as const, { minLength: 1 }),
  })
  .map((p) => ({ ...p, funds: p.employment === 'unemployed' && p.funds.includes('salary') ? ['savings' as const] : p.funds }));

/** Proceeding is weighted up so that most runs get through the forms to a decision. */
const commands = fc.commands(
  [
    ...Array.from({ length: 10 }, () => fc.constant(new Proceed())),
    fc.constant(new SubmitInvalid()),
    fc.constant(new Back()),
    fc.constant(new Reopen()),
    fc.constant(new WaitForReview()),
  ],
  { maxCommands: 40, size: 'max' },
);

describe('cash account setup against the sandbox, model-based (spec 001 §4 outcomes by answers)', () => {
  it('every screen the setup machine reaches over HTTP is the one the outcome table predicts', async () => {
    await fc.assert(
      fc.asyncProperty(profile, commands, async (p, cmds) => {
        current = kycHarness();
        const { h, kyc } = current;
        try {
          await signInAs(h, 'sam');
          const model: Model = { profile: p, server: 'setup_needed', stage: 'setup', reached: 0, retried: false, screen: 'START', index: 0, history: 0 };
          const real: Real = { h, driver: newDriver(h) };
          await fc.asyncModelRun(() => ({ model, real }), cmds);
          const identity = await kyc.getIdentity();
          expect(identity.ok && identity.value.status).toBe(KYC_STATUS[model.server]);
          const wallet = h.exchange.accountByPhone('+15550100009')?.state.fiatWallets.USD;
          expect(wallet === 'created').toBe(model.server === 'approved' || model.server === 'restricted');
        } finally {
          h.stop();
        }
      }),
      { numRuns: 20 },
    );
  }, 90_000);
});
