import { describe, expect, it } from 'vitest';
import { type DepositMethodEntry, markOutstandingBalance, pickDepositMethods, type PickerContext } from '../../../domain/deposit/deposit-method-picker';

const user: PickerContext = { isInternalTester: false };
const tester: PickerContext = { isInternalTester: true };
const e = (id: string, extra: Partial<DepositMethodEntry> = {}): DepositMethodEntry => ({ id, ...extra });

describe('pickDepositMethods', () => {
  it("no method gives 'no deposit method found'", () => {
    expect(pickDepositMethods([], user)).toEqual({ kind: 'no_method', code: 'no_deposit_method_found' });
  });

  it('exactly one supported method goes straight to it', () => {
    expect(pickDepositMethods([e('sepa')], user)).toEqual({ kind: 'direct', method: 'sepa' });
  });

  it('exactly one method that is not supported shows it disabled instead', () => {
    const view = pickDepositMethods([e('paypal')], user);
    expect(view.kind).toBe('list');
    if (view.kind === 'list') {
      expect(view.supported).toEqual([]);
      expect(view.disabled.map((d) => [d.id, d.label])).toEqual([['paypal', 'only_in_app']]);
    }
  });

  it('one supported method beside a disabled one shows the list (the disabled row stays visible)', () => {
    const view = pickDepositMethods([e('sepa'), e('uk_fps', { isDeactivated: true })], user);
    expect(view.kind).toBe('list');
  });

  it('the preferred method is preselected when supported', () => {
    const view = pickDepositMethods([e('sepa'), e('uk_fps')], { ...user, preferredMethod: 'uk_fps' });
    expect(view).toMatchObject({ kind: 'list', preselected: 'uk_fps' });
  });

  it('an unsupported preferred method is not preselected', () => {
    const view = pickDepositMethods([e('sepa'), e('paypal')], { ...user, preferredMethod: 'paypal' });
    expect(view).toMatchObject({ kind: 'list', preselected: undefined });
    const unknown = pickDepositMethods([e('sepa'), e('uk_fps')], { ...user, preferredMethod: 'jp_zengin' });
    expect(unknown).toMatchObject({ kind: 'list', preselected: undefined });
  });

  it('lists supported methods clickable and deactivated ones as unavailable', () => {
    const view = pickDepositMethods([e('sepa'), e('uk_fps', { isDeactivated: true }), e('us_ach')], user);
    expect(view.kind).toBe('list');
    if (view.kind !== 'list') return;
    expect(view.supported.map((s) => [s.id, s.title, s.isDeactivated])).toEqual([
      ['sepa', 'sepa', false],
      ['us_ach', 'bank_transfer', false],
    ]);
    expect(view.disabled.map((d) => [d.id, d.label, d.isDeactivated])).toEqual([['uk_fps', 'unavailable', true]]);
  });

  it("visible-but-unsupported methods (unknown ids) are disabled with 'only in the app'", () => {
    const view = pickDepositMethods([e('sepa'), e('jp_zengin')], user);
    expect(view).toMatchObject({ kind: 'list', disabled: [{ id: 'jp_zengin', label: 'only_in_app', isDeactivated: false }] });
  });

  it('non-testers see PayPal, deposit pull and deposit request as only in the app', () => {
    const view = pickDepositMethods([e('sepa'), e('paypal'), e('us_ach_pull'), e('ca_interac_request')], user);
    expect(view).toMatchObject({ kind: 'list', supported: [{ id: 'sepa' }] });
    if (view.kind === 'list') expect(view.disabled.map((d) => d.label)).toEqual(['only_in_app', 'only_in_app', 'only_in_app']);
  });

  it('internal testers get early access to PayPal, deposit pull and deposit request', () => {
    const view = pickDepositMethods([e('sepa'), e('paypal'), e('us_ach_pull'), e('ca_interac_request')], tester);
    expect(view).toMatchObject({ kind: 'list', disabled: [] });
    if (view.kind === 'list') expect(view.supported.map((s) => s.id)).toEqual(['sepa', 'paypal', 'us_ach_pull', 'ca_interac_request']);
  });

  it('a single early-access method opens directly for a tester', () => {
    expect(pickDepositMethods([e('us_ach_pull')], tester)).toEqual({ kind: 'direct', method: 'us_ach_pull' });
  });

  it('a method with an outstanding balance is removed from the supported list and shown deactivated', () => {
    const view = pickDepositMethods([e('us_ach'), e('us_ach_pull')], { ...tester, outstandingBalanceMethods: new Set(['us_ach_pull']) });
    expect(view).toMatchObject({
      kind: 'list',
      supported: [{ id: 'us_ach' }],
      disabled: [{ id: 'us_ach_pull', label: 'unavailable', isDeactivated: true, title: 'instant_deposit' }],
    });
  });

  it('an outstanding balance on the only method does not open it directly', () => {
    const view = pickDepositMethods([e('us_ach_pull')], { ...tester, outstandingBalanceMethods: new Set(['us_ach_pull']) });
    expect(view).toMatchObject({ kind: 'list', supported: [], disabled: [{ label: 'unavailable' }] });
  });

  it('rows carry id, title, subtitle, description, tags and isDeactivated', () => {
    const view = pickDepositMethods([e('sepa', { subtitle: '1-2 days', description: 'd', tags: ['free'] }), e('uk_fps')], user);
    expect(view).toMatchObject({
      kind: 'list',
      supported: [{ id: 'sepa', title: 'sepa', subtitle: '1-2 days', description: 'd', tags: ['free'], isDeactivated: false }, { tags: [] }],
    });
  });

  it('markOutstandingBalance deactivates only the named methods and keeps the rest as they were', () => {
    const entries = [e('us_ach'), e('us_ach_pull')];
    expect(markOutstandingBalance(entries, new Set(['us_ach_pull']))).toEqual([e('us_ach'), e('us_ach_pull', { isDeactivated: true })]);
    expect(entries[1]?.isDeactivated).toBeUndefined();
  });
});
