import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BILLING_PERIOD_MS,
  type BillingPeriod,
  cancelSubscription,
  changeBillingPeriod,
  effectiveStatus,
  hasBenefits,
  paymentFailed,
  paymentSucceeded,
  renewIfDue,
  resumeSubscription,
  startSubscription,
  type Subscription,
} from '../../../domain/rewards/level-up-subscription';
import { RUNS } from '../../arbitraries/runs';

/** The model: what the customer is entitled to, in plain terms. */
interface Model {
  now: number;
  kind: 'none' | 'pending' | 'failed' | 'paid';
  renewing: boolean;
  paidUntil: number;
  period: BillingPeriod;
  nextPeriod: BillingPeriod;
}
interface Real {
  subscription: Subscription | undefined;
}

const benefits = (m: Model): boolean => m.kind === 'paid' && (m.renewing || m.now < m.paidUntil);
const check = (m: Model, r: Real): void => {
  const s = r.subscription;
  expect(s !== undefined && hasBenefits(s, m.now)).toBe(benefits(m));
  if (s === undefined) return expect(m.kind).toBe('none');
  const status = effectiveStatus(s, m.now);
  const expected = {
    none: undefined,
    pending: 'pending_payment',
    failed: 'payment_failed',
    paid: m.renewing ? 'active' : m.now < m.paidUntil ? 'cancelled' : 'expired',
  }[m.kind];
  expect(status).toBe(expected);
  if (m.kind === 'paid' && !m.renewing) expect(s.renewsAt).toBe(m.paidUntil);
  expect(s.nextBillingPeriod).toBe(m.nextPeriod);
};

/** Time passes; a renewing subscription renews (the real one through renewIfDue). */
class Advance implements fc.AsyncCommand<Model, Real> {
  constructor(readonly ms: number) {}
  check = () => true;
  async run(m: Model, r: Real) {
    m.now += this.ms;
    if (m.kind === 'paid' && m.renewing) {
      while (m.now >= m.paidUntil) {
        m.period = m.nextPeriod;
        m.paidUntil += BILLING_PERIOD_MS[m.period];
      }
    }
    if (r.subscription !== undefined) r.subscription = renewIfDue(r.subscription, m.now);
    check(m, r);
    return Promise.resolve();
  }
  toString = () => `advance(${this.ms})`;
}

class Start implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly period: BillingPeriod,
    readonly paidNow: boolean,
  ) {}
  check = () => true;
  async run(m: Model, r: Real) {
    const result = startSubscription(r.subscription, 'pro', this.period, this.paidNow, m.now);
    expect(result.ok).toBe(!benefits(m));
    if (result.ok) {
      r.subscription = result.value;
      Object.assign(m, {
        kind: this.paidNow ? 'paid' : 'pending',
        renewing: true,
        period: this.period,
        nextPeriod: this.period,
        paidUntil: m.now + BILLING_PERIOD_MS[this.period],
      });
    }
    check(m, r);
    return Promise.resolve();
  }
  toString = () => `start(${this.period}, ${String(this.paidNow)})`;
}

class Settle implements fc.AsyncCommand<Model, Real> {
  constructor(readonly succeeded: boolean) {}
  check = () => true;
  async run(m: Model, r: Real) {
    if (r.subscription !== undefined) r.subscription = this.succeeded ? paymentSucceeded(r.subscription, m.now) : paymentFailed(r.subscription);
    if (m.kind === 'pending') {
      m.kind = this.succeeded ? 'paid' : 'failed';
      m.paidUntil = m.now + BILLING_PERIOD_MS[m.period];
    }
    check(m, r);
    return Promise.resolve();
  }
  toString = () => `settle(${String(this.succeeded)})`;
}

class Change implements fc.AsyncCommand<Model, Real> {
  constructor(readonly action: 'cancel' | 'resume' | BillingPeriod) {}
  check = (m: Readonly<Model>) => m.kind !== 'none';
  async run(m: Model, r: Real) {
    const s = r.subscription as Subscription;
    const active = m.kind === 'paid' && m.renewing;
    const cancelledInPeriod = m.kind === 'paid' && !m.renewing && m.now < m.paidUntil;
    const a = this.action;
    const result = a === 'cancel' ? cancelSubscription(s, m.now) : a === 'resume' ? resumeSubscription(s, m.now) : changeBillingPeriod(s, a, m.now);
    expect(result.ok).toBe(a === 'resume' ? cancelledInPeriod : active);
    if (result.ok) {
      r.subscription = result.value;
      if (a === 'cancel') m.renewing = false;
      else if (a === 'resume') m.renewing = true;
      else m.nextPeriod = a;
    }
    check(m, r);
    return Promise.resolve();
  }
  toString = () => `change(${this.action})`;
}

const DAY = 86_400_000;
const commands = [
  fc
    .oneof(
      fc.integer({ min: 0, max: 400 }).map((days) => days * DAY),
      // Period boundaries: a renewal or the end of a cancelled period falls exactly here.
      fc.constantFrom(BILLING_PERIOD_MS.monthly, BILLING_PERIOD_MS.annual, BILLING_PERIOD_MS.monthly - 1, 1),
    )
    .map((ms) => new Advance(ms)),
  fc.tuple(fc.constantFrom<BillingPeriod>('monthly', 'annual'), fc.boolean()).map(([p, paid]) => new Start(p, paid)),
  fc.boolean().map((ok) => new Settle(ok)),
  fc.constantFrom<'cancel' | 'resume' | BillingPeriod>('cancel', 'resume', 'monthly', 'annual').map((a) => new Change(a)),
];

describe('Level Up subscription state machine (model-based)', () => {
  it('grants benefits, refusals and renewals exactly as the model says', async () => {
    await fc.assert(
      fc.asyncProperty(fc.commands(commands, { maxCommands: 30 }), async (cmds) => {
        const model: Model = { now: Date.UTC(2026, 0, 1), kind: 'none', renewing: false, paidUntil: 0, period: 'monthly', nextPeriod: 'monthly' };
        await fc.asyncModelRun(() => ({ model, real: { subscription: undefined } }), cmds);
      }),
      RUNS,
    );
  });
});
