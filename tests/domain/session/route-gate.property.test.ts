import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { postLoginRoute, PostLoginRoute, type PostLoginUserState } from '../../../domain/session/post-login-route';
import { gateRoute } from '../../../domain/session/route-gate';
import { RUNS } from '../../arbitraries/runs';

const user: fc.Arbitrary<PostLoginUserState> = fc.record({
  emailConfirmed: fc.boolean(),
  phoneConfirmed: fc.boolean(),
  termsAccepted: fc.boolean(),
  mainAppWebEnabled: fc.boolean(),
  hasPasscode: fc.boolean(),
  identityApproved: fc.boolean(),
});
const STEP_ROUTES = [PostLoginRoute.signup, PostLoginRoute.phoneEnter, PostLoginRoute.unsupportedCountry, PostLoginRoute.passcode, PostLoginRoute.identity];
const hubPath = fc.stringMatching(/^\/hub(\/[a-z0-9-]{1,12}){0,3}$/);
const query = fc.oneof(fc.constant(''), fc.stringMatching(/^\?[a-z]{1,6}=[a-z0-9]{1,6}$/));

describe('route gate, properties (spec 001 §2: the post-login rule on every route)', () => {
  it('a hub path renders only for a customer who passes every step; anyone else goes to their step', () => {
    fc.assert(
      fc.property(user, hubPath, query, (u, pathname, search) => {
        const decision = gateRoute(u, { pathname, search });
        const route = postLoginRoute(u);
        expect(decision).toEqual(route === PostLoginRoute.home ? { kind: 'allow' } : { kind: 'redirect', to: route });
      }),
      RUNS,
    );
  });

  it('signed out, a hub path goes to /login carrying the path and query, and nothing else', () => {
    fc.assert(
      fc.property(hubPath, query, (pathname, search) => {
        const decision = gateRoute(undefined, { pathname, search });
        expect(decision.kind).toBe('redirect');
        const to = new URL(decision.kind === 'redirect' ? decision.to : '', 'http://x');
        expect(to.pathname).toBe('/login');
        expect(to.searchParams.get('redirect')).toBe(`${pathname}${search}`);
      }),
      RUNS,
    );
  });

  it('signed in, a step route renders only when it is the customer’s step, and a redirect never loops', () => {
    fc.assert(
      fc.property(user, fc.constantFrom(...STEP_ROUTES), (u, pathname) => {
        const decision = gateRoute(u, { pathname, search: '' });
        const route = postLoginRoute(u);
        expect(decision.kind === 'allow').toBe(route === pathname);
        if (decision.kind === 'redirect') expect(gateRoute(u, { pathname: decision.to, search: '' })).toEqual({ kind: 'allow' });
      }),
      RUNS,
    );
  });

  it('signed out, only the sign-up start and the phone step are open', () => {
    for (const pathname of STEP_ROUTES) {
      const open = pathname === PostLoginRoute.signup || pathname === PostLoginRoute.phoneEnter;
      expect(gateRoute(undefined, { pathname, search: '' }).kind, pathname).toBe(open ? 'allow' : 'redirect');
    }
    expect(gateRoute(undefined, { pathname: '/login', search: '' })).toEqual({ kind: 'allow' });
  });
});
