import { PostLoginRoute, postLoginRoute, type PostLoginUserState } from './post-login-route';
import { isReturnToValid, type StoredReturnTo } from './return-to';

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
