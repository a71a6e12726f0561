import { sessionExpiredLoginPath } from './lock-route';
import { PostLoginRoute, postLoginRoute, type PostLoginUserState } from './post-login-route';
import { type AppLocation, isHubPath } from './return-to';

/** The sign-up routes (spec 001 §2): /signup and its steps. */
export const isSignupPath = (pathname: string): boolean => pathname === PostLoginRoute.signup || pathname.startsWith(`${PostLoginRoute.signup}/`);

/** What the gate decides for a route: render it, or go elsewhere first. */
export type GateDecision = { readonly kind: 'allow' } | { readonly kind: 'redirect'; readonly to: string };

const ALLOW: GateDecision = { kind: 'allow' };
const redirect = (to: string): GateDecision => ({ kind: 'redirect', to });

/**
 * The post-login rule (spec 001 §2) held on every route it governs, whatever URL is typed:
 * - /hub/...: only for a signed-in customer who passes every step; nobody signed in goes to
 *   /login?redirect=<path and query>; a customer who fails a step goes to that step's route.
 * - the step routes (/signup, /signup/phone-enter, /signup/passcode, /signup/identity,
 *   /login/unsupported-country), signed in: only the customer's current step; one who passes
 *   every step goes to /hub/home.
 * - signed out: the sign-up start (/signup) and its phone step (/signup/phone-enter: country,
 *   phone, code and terms) are open; the other steps go to /signup, the unsupported-country page
 *   to /login.
 * Any other route is not the gate's to decide.
 */
export function gateRoute(user: PostLoginUserState | undefined, location: AppLocation): GateDecision {
  const { pathname } = location;
  const stepRoute = isSignupPath(pathname) || pathname === PostLoginRoute.unsupportedCountry;
  if (isHubPath(pathname)) {
    if (user === undefined) return redirect(sessionExpiredLoginPath(location));
    const route = postLoginRoute(user);
    return route === PostLoginRoute.home ? ALLOW : redirect(route);
  }
  if (!stepRoute) return ALLOW;
  if (user !== undefined) {
    const route = postLoginRoute(user);
    return route === pathname ? ALLOW : redirect(route);
  }
  if (pathname === PostLoginRoute.signup || pathname === PostLoginRoute.phoneEnter) return ALLOW;
  return redirect(pathname === PostLoginRoute.unsupportedCountry ? '/login' : PostLoginRoute.signup);
}
