import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type TradeAsset,
  TradeDrawerService,
  type TradeOpenRequest,
  type TradePresentation,
  type TradeTab,
} from '../../../application/trade/trade-drawer-service';
import { currencyCode } from '../../../domain/money/currency';
import { RUNS } from '../../arbitraries/runs';

/** The model: what the container should show after each request, written independently of the service. */
interface Model {
  open: boolean;
  presentation: TradePresentation;
  tab: TradeTab;
  asset: TradeAsset | undefined;
  requests: number;
}

const check = (m: Model, real: TradeDrawerService): void => {
  expect(real.state.getSnapshot()).toEqual({ open: m.open, presentation: m.presentation, tab: m.tab, asset: m.asset, request: m.requests });
};

class Open implements fc.Command<Model, TradeDrawerService> {
  constructor(readonly request: TradeOpenRequest) {}
  check = (): boolean => true;
  run(m: Model, real: TradeDrawerService): void {
    if (this.request.reset === true) m.tab = 'buy';
    else if (this.request.tab !== undefined) m.tab = this.request.tab;
    if (!m.open) {
      m.presentation = this.request.presentation ?? 'drawer';
      m.asset = undefined;
    }
    if (this.request.asset !== undefined) m.asset = this.request.asset;
    m.open = true;
    m.requests += 1;
    real.open(this.request);
    check(m, real);
  }
  toString = (): string => `open(${JSON.stringify(this.request)})`;
}

class SelectTab implements fc.Command<Model, TradeDrawerService> {
  constructor(readonly tab: TradeTab) {}
  check = (): boolean => true;
  run(m: Model, real: TradeDrawerService): void {
    const before = real.state.getSnapshot();
    real.selectTab(this.tab);
    if (m.tab === this.tab) expect(real.state.getSnapshot()).toBe(before);
    m.tab = this.tab;
    check(m, real);
  }
  toString = (): string => `selectTab(${this.tab})`;
}

class Close implements fc.Command<Model, TradeDrawerService> {
  check = (): boolean => true;
  run(m: Model, real: TradeDrawerService): void {
    m.open = false;
    real.close();
    check(m, real);
  }
  toString = (): string => 'close';
}

const closedModel = (): Model => ({ open: false, presentation: 'drawer', tab: 'buy', asset: undefined, requests: 0 });

const tab = fc.constantFrom<TradeTab>('buy', 'sell');
const asset = fc.constantFrom<TradeAsset>(
  { kind: 'coin', symbol: currencyCode('ETH') },
  { kind: 'coin', symbol: currencyCode('BTC') },
  { kind: 'basket', basketId: 'b1' },
);
const request = fc.record({ tab, asset, reset: fc.boolean(), presentation: fc.constantFrom<TradePresentation>('drawer', 'modal') }, { requiredKeys: [] });

describe('TradeDrawerService, model-based (spec 000 §2 trade container)', () => {
  it('open, tab and close requests in any order: reset forces Buy, a closed container forgets its asset and how it was shown', () => {
    fc.assert(
      fc.property(fc.commands([request.map((r) => new Open(r)), tab.map((t) => new SelectTab(t)), fc.constant(new Close())], { maxCommands: 40 }), (cmds) => {
        fc.modelRun(() => ({ model: closedModel(), real: new TradeDrawerService() }), cmds);
      }),
      RUNS,
    );
  });
});
