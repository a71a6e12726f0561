import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { postLoginRoute, type PostLoginUserState } from '../../../domain/session/post-login-route';
import { RUNS } from '../../arbitraries/runs';

/** The rule written out independently: conditions in order, each with the fields it needs true. */
const ORDER: readonly [readonly (keyof PostLoginUserState)[], string][] = [
  [['emailConfirmed'], '/signup'],
  [['phoneConfirmed', 'termsAccepted'], '/signup/phone-enter'],
  [['mainAppWebEnabled'], '/login/unsupported-country'],
  [['hasPasscode'], '/signup/passcode'],
  [['identityApproved'], '/signup/identity'],
];

const user: fc.Arbitrary<PostLoginUserState> = fc.record({
  emailConfirmed: fc.boolean(),
  phoneConfirmed: fc.boolean(),
  termsAccepted: fc.boolean(),
  mainAppWebEnabled: fc.boolean(),
  hasPasscode: fc.boolean(),
  identityApproved: fc.boolean(),
});

describe('post-login redirect, properties (spec 001 §2)', () => {
  it('the first failing condition in the order decides the route', () => {
    fc.assert(
      fc.property(user, (u) => {
        const firstFailing = ORDER.find(([fields]) => fields.some((field) => !u[field]));
        expect(postLoginRoute(u)).toBe(firstFailing?.[1] ?? '/hub/home');
      }),
      RUNS,
    );
  });

  it('conditions after the first failing one do not matter', () => {
    fc.assert(
      fc.property(user, user, (u, later) => {
        const index = ORDER.findIndex(([fields]) => fields.some((field) => !u[field]));
        fc.pre(index !== -1);
        const laterFields = ORDER.slice(index + 1).flatMap(([fields]) => fields);
        const mixed = { ...u, ...Object.fromEntries(laterFields.map((f) => [f, later[f]])) };
        expect(postLoginRoute(mixed)).toBe(postLoginRoute(u));
      }),
      RUNS,
    );
  });

  it('/hub/home only when every condition holds', () => {
    fc.assert(
      fc.property(user, (u) => {
        expect(postLoginRoute(u) === '/hub/home').toBe(Object.values(u).every(Boolean));
      }),
      RUNS,
    );
  });
});
