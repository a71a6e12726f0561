import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RELINK_CLOSED, type RelinkEffect, type RelinkEvent, type RelinkState, stepRelink } from '../../../domain/deposit/relink-modal';
import { assertMachineMatchesModel } from '../polling/machine-model';

interface Model {
  status: RelinkState['status'];
  account: string;
  failed: boolean;
  startedAt: number | null;
}

const events: fc.Arbitrary<RelinkEvent> = fc.oneof(
  fc.constantFrom('a', 'b').map((bankAccountId) => ({ type: 'open' as const, bankAccountId })),
  fc.nat({ max: 10_000 }).map((at) => ({ type: 'relink_pressed' as const, at })),
  fc.nat({ max: 20_000 }).map((at) => ({ type: 'bank_link_opened' as const, at })),
  fc
    .constantFrom('bank_link_exited' as const, 'bank_link_succeeded' as const, 'link_failed' as const, 'link_saved' as const, 'close' as const)
    .map((type) => ({ type })),
);

function model(m: Model, e: RelinkEvent): RelinkEffect[] {
  const toRelink = (failed: boolean): RelinkEffect[] => {
    Object.assign(m, { status: 'relink', failed, startedAt: null });
    return [];
  };
  if (e.type === 'close') {
    Object.assign(m, { status: 'closed', failed: false, startedAt: null });
    return [];
  }
  switch (m.status) {
    case 'closed':
      if (e.type === 'open') Object.assign(m, { status: 'relink', account: e.bankAccountId, failed: false });
      return [];
    case 'relink':
      if (e.type !== 'relink_pressed') return [];
      Object.assign(m, { status: 'opening_bank_link', startedAt: e.at });
      return [{ type: 'create_link_token', bankAccountId: m.account }];
    case 'opening_bank_link':
      if (e.type === 'bank_link_opened' && m.startedAt !== null) {
        const ms = Math.max(0, e.at - m.startedAt);
        m.startedAt = null;
        return [{ type: 'log_opening_duration', ms }];
      }
      if (e.type === 'bank_link_exited') return toRelink(false);
      if (e.type === 'link_failed') return toRelink(true);
      if (e.type === 'bank_link_succeeded') {
        m.status = 'linking';
        return [{ type: 'save_link', bankAccountId: m.account }];
      }
      return [];
    case 'linking':
      if (e.type === 'link_saved') {
        m.status = 'closed';
        return [{ type: 'relinked' }];
      }
      return e.type === 'link_failed' ? toRelink(true) : [];
  }
}

function expected(m: Model): RelinkState {
  switch (m.status) {
    case 'closed':
      return RELINK_CLOSED;
    case 'relink':
      return { status: 'relink', bankAccountId: m.account, failed: m.failed };
    case 'opening_bank_link':
      return { status: 'opening_bank_link', bankAccountId: m.account, since: m.startedAt };
    case 'linking':
      return { status: 'linking', bankAccountId: m.account };
  }
}

describe('relink modal, model-based', () => {
  it('any event sequence agrees with the model, and a logged duration is never negative', () => {
    assertMachineMatchesModel(
      {
        name: 'relink',
        initialState: RELINK_CLOSED,
        initialModel: (): Model => ({ status: 'closed', account: '', failed: false, startedAt: null }),
        step: stepRelink,
        model,
        project: (s) => s,
        expected,
        invariant: (_b, _e, _a, effects) => {
          for (const f of effects) if (f.type === 'log_opening_duration') expect(f.ms).toBeGreaterThanOrEqual(0);
        },
      },
      events,
    );
  });
});
