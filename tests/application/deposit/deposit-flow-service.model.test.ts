import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DepositFlowView } from '../../../application/deposit/deposit-flow-service';
import { createFakeServices } from '../../../adapters/wiring/fake';
import { currencyCode } from '../../../domain/money/currency';
import { VirtualTime } from '../../support/virtual-time';

const USD = currencyCode('USD');
const SUPPORTED = ['us_ach', 'us_wire_transfer', 'fiat_wallet_top_up'] as const;

async function setup(options: { readonly failLoad?: boolean; readonly viban?: boolean; readonly personal?: boolean } = {}) {
  const time = new VirtualTime();
  const world = createFakeServices({ scheduler: time.scheduler, clock: time.now });
  world.fakes.deposits.setMethods('USD', [...SUPPORTED.map((id) => ({ id })), { id: 'paypal' }]);
  if (options.failLoad === true) world.fakes.deposits.calls.failNext('getDepositMethods', { kind: 'timeout' });
  if (options.viban === true) {
    world.fakes.deposits.setVibanCurrencies([{ id: 'USD' }]);
    world.fakes.deposits.setWalletFeatures({ currency: USD, canDeposit: false, canWithdraw: true, outstandingBalanceMethods: [] });
  }
  if (options.personal === true) world.fakes.config.requiredInformation = ['address'];
  world.services.customer.start();
  await world.services.signIn.restore();
  await time.until(() => !world.services.customer.state.getSnapshot().loading);
  return { world, flow: world.services.depositFlow };
}

type Command = { readonly kind: 'choose'; readonly method: string } | { readonly kind: 'back' } | { readonly kind: 'close' } | { readonly kind: 'retry' };

/** The model: where the modal is, by the customer's steps alone. */
type Model = 'picker' | 'method' | 'closed';

const command: fc.Arbitrary<Command> = fc.oneof(
  fc.constantFrom(...SUPPORTED, 'paypal', 'nope').map((method) => ({ kind: 'choose' as const, method })),
  fc.constant({ kind: 'back' as const }),
  fc.constant({ kind: 'close' as const }),
  fc.constant({ kind: 'retry' as const }),
);

const shown = (view: DepositFlowView): Model | 'other' => (view.kind === 'picker' || view.kind === 'method' || view.kind === 'closed' ? view.kind : 'other');

describe('DepositFlowService (spec 001 §2 deposit modal, §4 method flow)', () => {
  it('model: choose a supported method opens it, an unsupported one stays on the picker, back returns to the picker, close closes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { maxLength: 12 }), async (commands) => {
        const { flow } = await setup();
        await flow.start({ currency: USD });
        let model: Model = 'picker';
        expect(shown(flow.state.getSnapshot())).toBe(model);
        for (const c of commands) {
          if (c.kind === 'choose') {
            await flow.choose(c.method);
            if (model === 'picker' && (SUPPORTED as readonly string[]).includes(c.method)) model = 'method';
          } else if (c.kind === 'back') {
            flow.back();
            if (model === 'method') model = 'picker';
          } else if (c.kind === 'close') {
            flow.close();
            model = 'closed';
          } else {
            await flow.retry();
            if (model !== 'closed') model = 'picker';
          }
          expect(shown(flow.state.getSnapshot())).toBe(model);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('a failed load can be retried; a preferred supported method opens straight, with the picker behind it', async () => {
    const { flow } = await setup({ failLoad: true });
    await flow.start({ currency: USD, preferredMethod: 'us_wire_transfer' });
    expect(flow.state.getSnapshot()).toMatchObject({ kind: 'load_failed', error: { kind: 'timeout' } });
    await flow.retry();
    expect(flow.state.getSnapshot()).toMatchObject({ kind: 'method', method: 'us_wire_transfer', screen: 'manual' });
    flow.back();
    expect(flow.state.getSnapshot()).toMatchObject({ kind: 'picker', choosing: undefined });
  });

  it('stops a method with the viban alert naming the currency, or asks for personal information first; back returns to the picker', async () => {
    const viban = await setup({ viban: true });
    await viban.flow.start({ currency: USD });
    await viban.flow.choose('us_ach');
    expect(viban.flow.state.getSnapshot()).toMatchObject({ kind: 'viban_not_eligible', currency: 'USD' });
    viban.flow.back();
    expect(viban.flow.state.getSnapshot().kind).toBe('picker');
    const personal = await setup({ personal: true });
    await personal.flow.start({ currency: USD });
    await personal.flow.choose('us_ach');
    expect(personal.flow.state.getSnapshot()).toMatchObject({ kind: 'personal_information_required', fields: ['address'] });
  });

  it('a late answer for a flow the customer closed changes nothing', async () => {
    const { world, flow } = await setup();
    const held = world.fakes.deposits.calls.holdNext('getDepositMethods');
    const started = flow.start({ currency: USD });
    flow.close();
    held.release();
    await started;
    expect(flow.state.getSnapshot().kind).toBe('closed');
  });
});
