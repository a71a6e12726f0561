import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HOME_GUIDE_INITIAL, type HomeGuideState, stepHomeGuide } from '../../../domain/rewards/first-transaction';
import { RUNS } from '../../arbitraries/runs';

/** Model-based test: the model is "has the first-transaction error been seen" and "times the callback fired". */
interface Model {
  alreadyDone: boolean;
}

interface Real {
  state: HomeGuideState;
  fired: number;
}

class GuideErrorCommand implements fc.Command<Model, Real> {
  constructor(readonly code: string) {}
  check = (): boolean => true;
  run(m: Model, r: Real): void {
    const { state, effects } = stepHomeGuide(r.state, { type: 'guide_error', code: this.code });
    r.state = state;
    r.fired += effects.filter((e) => e === 'fire_bought_first_coin').length;
    if (this.code === 'already_did_first_transaction') m.alreadyDone = true;
    expect(r.fired).toBe(m.alreadyDone ? 1 : 0);
    expect(r.state.mode).toBe(m.alreadyDone ? 'replaced' : 'guide');
  }
  toString = (): string => `error(${this.code})`;
}

const commands = [fc.constantFrom('already_did_first_transaction', 'network_error', 'server_error', 'other').map((c) => new GuideErrorCommand(c))];

describe('first transaction already done, model-based (spec 000 §4)', () => {
  it('the bought-first-coin callback fires exactly once, on the first such error, and the guide stays replaced', () => {
    fc.assert(
      fc.property(fc.commands(commands, { maxCommands: 30 }), (cmds) => {
        fc.modelRun(() => ({ model: { alreadyDone: false }, real: { state: HOME_GUIDE_INITIAL, fired: 0 } }), cmds);
      }),
      RUNS,
    );
  });
});
