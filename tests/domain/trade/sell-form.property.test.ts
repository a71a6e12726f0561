import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { currencyCode } from '../../../domain/money/currency';
import { type Dec, dec } from '../../../domain/money/decimal';
import {
  type AmountSide,
  initialSellForm,
  type SellAssetType,
  type SellFormEvent,
  type SellFormState,
  type SellSource,
  type SellTarget,
  stepSellForm,
} from '../../../domain/trade/sell-form';
import { positivePrice } from '../../arbitraries/money';
import { RUNS } from '../../arbitraries/runs';
import { fiatAmount } from '../../arbitraries/trade';
import { Exact, exact } from '../../support/exact-decimal';

/**
 * Model-based test of the Sell form (spec 000 §4): random command sequences run against
 * stepSellForm and a simple model that keeps what was chosen and typed; the amounts are checked
 * against an exact-arithmetic oracle of the round-down conversion.
 */

const SOURCES: readonly SellSource[] = [
  { kind: 'coin', currency: currencyCode('BTC'), balance: dec('0.5'), decimals: 8 },
  { kind: 'coin', currency: currencyCode('DOGE'), balance: dec('0'), decimals: 2 },
  { kind: 'coin', currency: currencyCode('SHIB'), balance: dec('1000000'), decimals: 0, lotSize: dec('100') },
  { kind: 'basket', basketId: 'b-1', balance: dec('250') },
  { kind: 'basket', basketId: 'b-2', balance: dec('0') },
];
const TARGETS: readonly SellTarget[] = [
  { id: 'fiat_wallet:USD', payMethod: 'fiat_wallet', currency: currencyCode('USD'), decimals: 2 },
  { id: 'fiat_wallet:JPY', payMethod: 'fiat_wallet', currency: currencyCode('JPY'), decimals: 0 },
  { id: 'crypto_wallet:USDC', payMethod: 'crypto_wallet', currency: currencyCode('USDC'), decimals: 6 },
  { id: 'crypto_wallet:ETH', payMethod: 'crypto_wallet', currency: currencyCode('ETH'), decimals: 8 },
];

interface Model {
  assetType: SellAssetType;
  source: SellSource | undefined;
  target: SellTarget | undefined;
  rate: Dec | undefined;
  entered: { side: AmountSide; amount: Dec } | undefined;
  percentage: string;
}
interface Real {
  state: SellFormState;
}

const seen = { conversions: 0, selectionCleared: 0, targetReset: 0 };

const floorTo = (value: InstanceType<typeof Exact>, decimals: number): string => value.toDecimalPlaces(decimals, Exact.ROUND_DOWN).toFixed();

/** What the amounts must be for the model's state. */
function expectedAmounts(m: Model): { from: string; to: string } {
  if (m.entered === undefined) return { from: '0', to: '0' };
  const { side, amount } = m.entered;
  const canConvert = m.source?.kind === 'coin' && m.target !== undefined && m.rate !== undefined;
  if (side === 'from') {
    const to = canConvert && m.target && m.rate ? floorTo(exact(amount).times(exact(m.rate)), m.target.decimals) : '0';
    return { from: amount.toFixed(), to };
  }
  const coins = canConvert && m.source?.kind === 'coin' && m.rate ? floorTo(exact(amount).dividedBy(exact(m.rate)), m.source.decimals) : '0';
  const lot = m.source?.kind === 'coin' ? m.source.lotSize : undefined;
  const from = lot === undefined ? coins : exact(coins).dividedToIntegerBy(exact(lot)).times(exact(lot)).toFixed();
  return { from, to: amount.toFixed() };
}

function check(m: Model, r: Real): void {
  const s = r.state;
  expect(s.assetType).toBe(m.assetType);
  expect(s.source).toEqual(m.source);
  expect(s.target).toEqual(m.target);
  expect(s.rate?.toFixed()).toBe(m.rate?.toFixed());
  expect(s.basketPercentage).toBe(m.percentage);
  expect(s.enteredSide).toBe(m.entered?.side);
  const { from, to } = expectedAmounts(m);
  expect(exact(s.fromAmount).equals(exact(from))).toBe(true);
  expect(exact(s.toAmount).equals(exact(to))).toBe(true);
  // Invariants: amounts never negative; a converted side never exceeds the exact conversion.
  expect(s.fromAmount.isNegative() && !s.fromAmount.isZero()).toBe(false);
  expect(s.toAmount.isNegative() && !s.toAmount.isZero()).toBe(false);
  if (s.source?.kind === 'basket') expect(s.enteredSide).toBeUndefined();
}

const step = (r: Real, event: SellFormEvent): void => {
  r.state = stepSellForm(r.state, event);
};

const isFull = (m: Model): boolean => {
  if (m.source === undefined) return false;
  if (m.source.kind === 'basket') return m.percentage === '100';
  const fromAmount = m.entered === undefined ? dec('0') : dec(expectedAmounts(m).from);
  return m.source.balance.greaterThan(0) && fromAmount.greaterThanOrEqualTo(m.source.balance);
};

class SwitchAssetType implements fc.Command<Model, Real> {
  constructor(
    readonly assetType: SellAssetType,
    readonly options: readonly SellTarget[],
  ) {}
  check = (): boolean => true;
  run(m: Model, r: Real): void {
    step(r, { type: 'switch_asset_type', assetType: this.assetType, targetOptions: this.options });
    if (this.assetType !== m.assetType) {
      Object.assign(m, { assetType: this.assetType, source: undefined, rate: undefined, entered: undefined, percentage: '100' });
      m.target = this.options.find((o) => o.payMethod === 'crypto_wallet');
      if (m.target !== undefined) seen.targetReset += 1;
    }
    check(m, r);
  }
  toString = (): string => `switch(${this.assetType}, [${this.options.map((o) => o.id).join(',')}])`;
}

class SelectSource implements fc.Command<Model, Real> {
  constructor(readonly source: SellSource) {}
  check = (): boolean => true;
  run(m: Model, r: Real): void {
    step(r, { type: 'select_source', source: this.source });
    m.source = this.source;
    m.rate = undefined;
    m.entered = undefined;
    if (this.source.kind === 'basket') m.percentage = '100';
    check(m, r);
  }
  toString = (): string => `selectSource(${this.source.kind === 'coin' ? this.source.currency : this.source.basketId})`;
}

class SelectTarget implements fc.Command<Model, Real> {
  constructor(readonly target: SellTarget) {}
  check = (): boolean => true;
  run(m: Model, r: Real): void {
    step(r, { type: 'select_target', target: this.target });
    m.target = this.target;
    m.rate = undefined;
    check(m, r);
  }
  toString = (): string => `selectTarget(${this.target.id})`;
}

class RateChanged implements fc.Command<Model, Real> {
  constructor(readonly rate: Dec) {}
  check = (): boolean => true;
  run(m: Model, r: Real): void {
    step(r, { type: 'rate_changed', rate: this.rate });
    m.rate = this.rate;
    if (m.entered !== undefined && m.source?.kind === 'coin' && m.target !== undefined) seen.conversions += 1;
    check(m, r);
  }
  toString = (): string => `rate(${this.rate.toFixed()})`;
}

class EnterAmount implements fc.Command<Model, Real> {
  constructor(
    readonly side: AmountSide,
    readonly amount: Dec,
  ) {}
  check = (): boolean => true;
  run(m: Model, r: Real): void {
    step(r, { type: 'enter_amount', side: this.side, amount: this.amount });
    if (m.source?.kind !== 'basket') m.entered = { side: this.side, amount: this.amount };
    if (m.rate !== undefined && m.source?.kind === 'coin' && m.target !== undefined) seen.conversions += 1;
    check(m, r);
  }
  toString = (): string => `enter(${this.side}, ${this.amount.toFixed()})`;
}

class SetPercentage implements fc.Command<Model, Real> {
  constructor(readonly value: string) {}
  check = (): boolean => true;
  run(m: Model, r: Real): void {
    step(r, { type: 'set_basket_percentage', value: this.value });
    m.percentage = this.value;
    check(m, r);
  }
  toString = (): string => `percentage(${this.value})`;
}

class SellCompleted implements fc.Command<Model, Real> {
  constructor(readonly inModal: boolean) {}
  check = (): boolean => true;
  run(m: Model, r: Real): void {
    const clears = isFull(m) && !this.inModal;
    step(r, { type: 'sell_completed', inModal: this.inModal });
    m.entered = undefined;
    if (clears) {
      m.source = undefined;
      m.rate = undefined;
      seen.selectionCleared += 1;
    }
    check(m, r);
  }
  toString = (): string => `completed(inModal=${this.inModal})`;
}

const coinSources = SOURCES.filter((s) => s.kind === 'coin');
const commands = [
  fc.tuple(fc.constantFrom<SellAssetType>('coin', 'basket'), fc.shuffledSubarray([...TARGETS])).map(([type, options]) => new SwitchAssetType(type, options)),
  fc.constantFrom(...SOURCES).map((s) => new SelectSource(s)),
  fc.constantFrom(...coinSources).map((s) => new SelectSource(s)),
  fc.constantFrom(...TARGETS).map((t) => new SelectTarget(t)),
  positivePrice({ maxIntegerDigits: 6, maxDecimals: 4 }).map((rate) => new RateChanged(rate)),
  fc.tuple(fc.constantFrom<AmountSide>('from', 'to'), fc.oneof(fiatAmount, fc.constant(dec('0.5')))).map(([side, a]) => new EnterAmount(side, a)),
  fc.constantFrom('100', '50', '0.01', '').map((v) => new SetPercentage(v)),
  fc.boolean().map((inModal) => new SellCompleted(inModal)),
];

describe('sell form, model-based', () => {
  afterAll(() => {
    expect(seen.conversions).toBeGreaterThan(0);
    expect(seen.selectionCleared).toBeGreaterThan(0);
    expect(seen.targetReset).toBeGreaterThan(0);
  });

  it('any sequence of switches, selections, rates, amounts, percentages and completions agrees with the model', () => {
    fc.assert(
      fc.property(fc.commands(commands, { maxCommands: 40 }), (cmds) => {
        const initial: Model = { assetType: 'coin', source: undefined, target: undefined, rate: undefined, entered: undefined, percentage: '100' };
        fc.modelRun(() => ({ model: { ...initial }, real: { state: initialSellForm() } }), cmds);
      }),
      RUNS,
    );
  });
});
