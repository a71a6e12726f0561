import { isReturnToValid, type StoredReturnTo } from './return-to';

/** What the post-login redirect rule reads from the user record (spec 001 §2, §3). */
export interface PostLoginUserState {
  readonly emailConfirmed: boolean;
  readonly phoneConfirmed: boolean;
  readonly termsAccepted: boolean;
  readonly mainAppWebEnabled: boolean;
  readonly hasPasscode: boolean;
  readonly identityApproved: boolean;
}

/** A user who finished every onboarding step: the rule sends them to /hub/home. */
export const ONBOARDING_COMPLETE: PostLoginUserState = {
  emailConfirmed: true,
  phoneConfirmed: true,
  termsAccepted: true,
  mainAppWebEnabled: true,
  hasPasscode: true,
  identityApproved: true,
};

export const PostLoginRoute = {
  signup: '/signup',
  phoneEnter: '/signup/phone-enter',
  unsupportedCountry: '/login/unsupported-country',
  passcode: '/signup/passcode',
  identity: '/signup/identity',
  home: '/hub/home',
} as const;
export type PostLoginRoute = (typeof PostLoginRoute)[keyof typeof PostLoginRoute];

/** The rule's conditions in order; the first one that fails decides the route (spec 001 §2). */
export const POST_LOGIN_STEPS: readonly { readonly passes: (user: PostLoginUserState) => boolean; readonly route: PostLoginRoute }[] = [
  { passes: (u) => u.emailConfirmed, route: PostLoginRoute.signup },
  { passes: (u) => u.phoneConfirmed && u.termsAccepted, route: PostLoginRoute.phoneEnter },
  { passes: (u) => u.mainAppWebEnabled, route: PostLoginRoute.unsupportedCountry },
  { passes: (u) => u.hasPasscode, route: PostLoginRoute.passcode },
  { passes: (u) => u.identityApproved, route: PostLoginRoute.identity },
];

/**
 * Where the user goes after login (spec 001 §2): email not confirmed /signup; phone not confirmed or
 * terms not accepted /signup/phone-enter; main app web not enabled /login/unsupported-country; no
 * passcode /signup/passcode; identity not approved /signup/identity; otherwise /hub/home.
 */
export function postLoginRoute(user: PostLoginUserState): PostLoginRoute {
  return POST_LOGIN_STEPS.find((step) => !step.passes(user))?.route ?? PostLoginRoute.home;
}

/**
 * Where to go after login: the redirect rule, except that a valid stored return-to replaces
 * /hub/home (spec 001 §2). Choice: an unfinished onboarding step always wins over the return-to.
 * The caller clears the stored value afterwards.
 */
export function postLoginTarget(user: PostLoginUserState, stored: StoredReturnTo | undefined, now: number): string {
  const route = postLoginRoute(user);
  if (route !== PostLoginRoute.home || stored === undefined) return route;
  return isReturnToValid(stored, now) ? stored.path : route;
}
