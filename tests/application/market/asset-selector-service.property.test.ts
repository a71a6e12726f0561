import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createFakeServices } from '../../../adapters/wiring/fake';
import type { AssetSelectorService } from '../../../application/market/asset-selector-service';
import {
  type AssetKind,
  BUY_SCREENER_TABS,
  isSearchMode,
  planSelectorFetch,
  type SelectorMode,
  type SelectorScreener,
} from '../../../domain/market/asset-selector-tabs';
import { SEARCH_DEBOUNCE_MS } from '../../../domain/market/coin-search';
import { VirtualTime } from '../../support/virtual-time';

interface Model {
  mode: SelectorMode;
  text: string;
  kind: AssetKind;
  screener: SelectorScreener;
}

interface Real {
  readonly time: VirtualTime;
  readonly selector: AssetSelectorService;
}

type Command = fc.AsyncCommand<Model, Real>;

const initialModel = (mode: SelectorMode): Model => ({ mode, text: '', kind: 'coins', screener: 'for_you' });

const command = (name: string, act: (model: Model, real: Real) => void | Promise<void>): Command => ({
  check: () => true,
  run: async (model, real) => {
    await act(model, real);
    const s = real.selector.state.getSnapshot();
    expect(s.searchMode).toBe(isSearchMode(model.text));
    expect(s.searchText).toBe(model.text);
    // Search results are shown only for the text typed now; never a list of an older choice.
    if (s.shown.status !== 'loading') {
      const keyword = model.text.trim();
      const expected = planSelectorFetch({
        mode: model.mode,
        ready: true,
        basketEnabled: true,
        kind: model.kind,
        screener: model.screener,
        keyword: s.searchMode ? keyword : '',
      });
      expect(s.list.fetch).toEqual(expected);
    }
  },
  toString: () => name,
});

const commands = [
  fc.constantFrom('', 'b', 'bi', 'eth', '  ', 'blue', 'zzz').map((text) =>
    command(`type(${JSON.stringify(text)})`, (model, { selector }) => {
      model.text = text;
      selector.typeSearch(text);
    }),
  ),
  fc.constantFrom<AssetKind>('coins', 'baskets').map((kind) =>
    command(`kind(${kind})`, (model, { selector }) => {
      model.kind = kind;
      selector.selectKind(kind);
    }),
  ),
  fc.constantFrom(...BUY_SCREENER_TABS).map((screener) =>
    command(`screener(${screener})`, (model, { selector }) => {
      model.screener = screener;
      selector.selectScreener(screener);
    }),
  ),
  fc.constantFrom(0, 100, SEARCH_DEBOUNCE_MS - 1, SEARCH_DEBOUNCE_MS).map((ms) => command(`advance(${ms})`, (_, { time }) => time.advance(ms))),
];

describe('AssetSelectorService model', () => {
  it('whatever is typed and chosen, the list shown is the one the latest choice asks for', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom<SelectorMode>('buy', 'sell'), fc.commands(commands, { maxCommands: 25 }), async (mode, cmds) => {
        const time = new VirtualTime();
        const world = createFakeServices({ scheduler: time.scheduler, clock: time.now });
        world.fakes.account.setCoinWallet('ETH', '1', '2500');
        const stop = world.services.customer.start();
        await world.services.signIn.restore();
        await time.until(() => !world.services.customer.state.getSnapshot().loading);
        const selector = world.services.assetSelector;
        selector.open(mode);
        await fc.asyncModelRun(() => ({ model: initialModel(mode), real: { time, selector } }), cmds);
        await time.advance(SEARCH_DEBOUNCE_MS);
        await time.until(() => selector.state.getSnapshot().shown.status !== 'loading');
        selector.close();
        stop();
      }),
      { numRuns: 40 },
    );
  });
});
