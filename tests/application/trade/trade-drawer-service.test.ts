import { describe, expect, it } from 'vitest';
import { TradeDrawerService } from '../../../application/trade/trade-drawer-service';
import { currencyCode } from '../../../domain/money/currency';

const ETH = { kind: 'coin', symbol: currencyCode('ETH') } as const;

describe('TradeDrawerService', () => {
  it('opens on Buy by default and counts each open request', () => {
    const drawer = new TradeDrawerService();
    expect(drawer.state.getSnapshot()).toEqual({ open: false, presentation: 'drawer', tab: 'buy', asset: undefined, request: 0 });
    drawer.open();
    expect(drawer.state.getSnapshot()).toEqual({ open: true, presentation: 'drawer', tab: 'buy', asset: undefined, request: 1 });
    drawer.open({ asset: ETH });
    expect(drawer.state.getSnapshot()).toMatchObject({ asset: ETH, request: 2 });
  });

  it('opens on the asked tab and asset; the reset flag forces Buy (spec 000 §2)', () => {
    const drawer = new TradeDrawerService();
    drawer.open({ tab: 'sell', asset: ETH });
    expect(drawer.state.getSnapshot()).toMatchObject({ tab: 'sell', asset: ETH });
    drawer.open({ tab: 'sell', reset: true });
    expect(drawer.state.getSnapshot().tab).toBe('buy');
  });

  it('keeps the tab across closing, but a closed drawer forgets its asset', () => {
    const drawer = new TradeDrawerService();
    drawer.open({ tab: 'sell', asset: ETH });
    drawer.close();
    expect(drawer.state.getSnapshot()).toMatchObject({ open: false, tab: 'sell' });
    drawer.open();
    expect(drawer.state.getSnapshot()).toMatchObject({ open: true, tab: 'sell', asset: undefined });
  });

  it('selecting the shown tab keeps the same snapshot', () => {
    const drawer = new TradeDrawerService();
    const before = drawer.state.getSnapshot();
    drawer.selectTab('buy');
    expect(drawer.state.getSnapshot()).toBe(before);
    drawer.selectTab('sell');
    expect(drawer.state.getSnapshot().tab).toBe('sell');
  });
});
