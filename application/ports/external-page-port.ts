/**
 * Leaving the app for a third party's page in this tab, which sends the customer back when done
 * (a bank's authorisation of a deposit request, spec 001 §2 "authorisation is by external
 * redirect"). Only allowed origins are followed (spec 001 §2: redirect targets outside the site
 * are followed only if on an allowed list).
 */
export interface ExternalPagePort {
  /** Goes to `url`; false, and nothing happens, when its origin is not allowed. */
  leaveFor(url: string): boolean;
}
