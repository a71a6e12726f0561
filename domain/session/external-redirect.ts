/**
 * Redirect targets outside the site are followed only when their origin is on the allow-list (the
 * payment on-ramp origin) (spec 001 §2). Choice: the target must be an absolute http(s) URL without
 * credentials whose origin equals a listed origin exactly; anything unparseable is refused.
 */
export function isAllowedExternalRedirect(target: string, allowedOrigins: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
  if (url.username !== '' || url.password !== '') return false;
  return allowedOrigins.some((origin) => origin === url.origin);
}
