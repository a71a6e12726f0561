import type { ReactNode } from 'react';
import { RouteGate } from '../shared/RouteGate';

/**
 * Hub pages need a signed-in customer who passed every onboarding step: nobody signed in goes to
 * /login with a redirect back, a customer with a step missing to that step (spec 001 §2).
 */
export function RequireSignedIn({ children }: { readonly children: ReactNode }) {
  return <RouteGate>{children}</RouteGate>;
}
