import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { gateRoute } from '../../domain/session/route-gate';
import { useShellServices } from '../base/services-context';
import { useStore } from '../base/use-store';
import { Loader } from './Loader';

/**
 * The post-login rule held on the route it wraps (domain/session/route-gate.ts): /hub pages only
 * for a customer who passes every step, each sign-up step only when it is the customer's, whatever
 * URL is typed. Waits for the stored session to be checked first.
 */
export function RouteGate({ children }: { readonly children: ReactNode }) {
  const { signIn } = useShellServices();
  const state = useStore(signIn.state);
  const location = useLocation();
  if (state.user === undefined && !state.restored) return <Loader />;
  if (state.user === undefined && state.locked !== undefined) return <Navigate to={state.locked} replace />;
  if (state.user === undefined && state.signedOut) return <Navigate to="/login" replace />;
  const decision = gateRoute(state.user?.onboarding, { pathname: location.pathname, search: location.search });
  return decision.kind === 'allow' ? children : <Navigate to={decision.to} replace />;
}
