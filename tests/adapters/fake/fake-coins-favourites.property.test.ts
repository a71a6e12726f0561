import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FakeCoinsAdapter } from '../../../adapters/fake/fake-coins-adapter';
import { type SandboxAccount, SandboxExchange } from '../../../adapters/sandbox/exchange/sandbox-exchange';
import { ErrorCode } from '../../../domain/errors/error-codes';
import { signInDirect } from '../../support/sign-in';

const NOW = Date.UTC(2026, 10, 22, 12);
const OFFERED = ['btc', 'eth', 'sol', 'cro', 'doge'];
/** Ids that are not offered: unknown to both, and delisted in the sandbox (ftt). */
const NOT_OFFERED = ['nope', 'ftt'];

interface Model {
  favourites: string[];
}
interface Real {
  readonly fake: FakeCoinsAdapter;
  readonly exchange: SandboxExchange;
  readonly account: SandboxAccount;
}

/** Adding: every id offered, each new one last; one id not offered refuses the whole call with coin_not_found. */
class AddCommand implements fc.AsyncCommand<Model, Real> {
  constructor(readonly ids: readonly string[]) {}
  check = () => true;
  async run(m: Model, r: Real): Promise<void> {
    const refused = this.ids.some((id) => !OFFERED.includes(id));
    if (!refused) this.ids.forEach((id) => (m.favourites.includes(id) ? undefined : m.favourites.push(id)));
    const fake = await r.fake.addFavourites(this.ids);
    const sandbox = r.exchange.coins.addFavourites(r.account, this.ids);
    if (refused) {
      expect(fake.ok ? undefined : fake.error).toMatchObject({ kind: 'business', code: ErrorCode.coinNotFound });
      expect(sandbox.ok ? undefined : sandbox.error.code).toBe(ErrorCode.coinNotFound);
    } else {
      expect(fake).toEqual({ ok: true, value: m.favourites });
      expect(sandbox).toEqual({ ok: true, value: m.favourites });
    }
  }
  toString = () => `add(${this.ids.join(',')})`;
}

/** Removing: the ids go, whatever they are; it never fails. */
class RemoveCommand implements fc.AsyncCommand<Model, Real> {
  constructor(readonly ids: readonly string[]) {}
  check = () => true;
  async run(m: Model, r: Real): Promise<void> {
    m.favourites = m.favourites.filter((id) => !this.ids.includes(id));
    expect(await r.fake.removeFavourites(this.ids)).toEqual({ ok: true, value: m.favourites });
    expect(r.exchange.coins.removeFavourites(r.account, this.ids)).toEqual(m.favourites);
  }
  toString = () => `remove(${this.ids.join(',')})`;
}

const ids = fc.array(fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...OFFERED) }, { weight: 1, arbitrary: fc.constantFrom(...NOT_OFFERED) }), {
  minLength: 1,
  maxLength: 3,
});
const commands = fc.commands([ids.map((list) => new AddCommand(list)), ids.map((list) => new RemoveCommand(list))], { maxCommands: 30 });

describe('favourites as a state machine: the fake and the sandbox follow the domain’s one model', () => {
  it('add and remove sequences leave both with the model list; refused adds change nothing', async () => {
    await fc.assert(
      fc.asyncProperty(commands, async (cmds) => {
        const exchange = new SandboxExchange({ clock: () => NOW, seed: 3 });
        const { account } = signInDirect(exchange, 'zoe'); // a US customer with no favourites
        const fake = new FakeCoinsAdapter({ clock: () => NOW });
        await fc.asyncModelRun(() => ({ model: { favourites: [] }, real: { fake, exchange, account } }), cmds);
        expect(await fake.getFavourites()).toEqual({ ok: true, value: exchange.coins.favourites(account) });
      }),
      { numRuns: 150 },
    );
  });
});
