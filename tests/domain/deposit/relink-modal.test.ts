import { describe, expect, it } from 'vitest';
import { RELINK_CLOSED, type RelinkEvent, type RelinkState, stepRelink } from '../../../domain/deposit/relink-modal';

const run = (events: RelinkEvent[], state: RelinkState = RELINK_CLOSED) =>
  events.reduce<{ state: RelinkState; effects: readonly unknown[] }>((acc, e) => stepRelink(acc.state, e), { state, effects: [] });
const opened: RelinkEvent[] = [
  { type: 'open', bankAccountId: 'ba' },
  { type: 'relink_pressed', at: 1000 },
];

describe('relink modal', () => {
  it('opens on Relink for the bank account', () => {
    expect(run([{ type: 'open', bankAccountId: 'ba' }]).state).toEqual({ status: 'relink', bankAccountId: 'ba', failed: false });
  });

  it('relink asks for a link token and shows Opening bank link', () => {
    expect(run(opened)).toEqual({
      state: { status: 'opening_bank_link', bankAccountId: 'ba', since: 1000 },
      effects: [{ type: 'create_link_token', bankAccountId: 'ba' }],
    });
  });

  it('the time the bank link took to open is logged once', () => {
    expect(run([...opened, { type: 'bank_link_opened', at: 3500 }]).effects).toEqual([{ type: 'log_opening_duration', ms: 2500 }]);
    expect(run([...opened, { type: 'bank_link_opened', at: 3500 }, { type: 'bank_link_opened', at: 4000 }]).effects).toEqual([]);
  });

  it('a bank link success shows Linking and saves the link; saved closes with relinked', () => {
    expect(run([...opened, { type: 'bank_link_succeeded' }])).toEqual({
      state: { status: 'linking', bankAccountId: 'ba' },
      effects: [{ type: 'save_link', bankAccountId: 'ba' }],
    });
    expect(run([...opened, { type: 'bank_link_succeeded' }, { type: 'link_saved' }])).toEqual({ state: RELINK_CLOSED, effects: [{ type: 'relinked' }] });
  });

  it('leaving the bank link returns to Relink', () => {
    expect(run([...opened, { type: 'bank_link_exited' }]).state).toEqual({ status: 'relink', bankAccountId: 'ba', failed: false });
  });

  it('a link failure returns to Relink with the link error', () => {
    expect(run([...opened, { type: 'link_failed' }]).state).toEqual({ status: 'relink', bankAccountId: 'ba', failed: true });
    expect(run([...opened, { type: 'bank_link_succeeded' }, { type: 'link_failed' }]).state).toEqual({ status: 'relink', bankAccountId: 'ba', failed: true });
  });

  it('close ends it from anywhere', () => {
    expect(run([...opened, { type: 'close' }]).state).toEqual(RELINK_CLOSED);
  });
});
