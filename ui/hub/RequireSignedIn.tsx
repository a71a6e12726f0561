import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useServices } from '../base/services-context';
import { useStore } from '../base/use-store';
import { Loader } from '../shared/Loader';

/** Hub pages need a signed-in customer; others go to /login with a redirect back (spec 001 §2). */
export function RequireSignedIn({ children }: { readonly children: ReactNode }) {
  const { signIn } = useServices();
  const state = useStore(signIn.state);
  const location = useLocation();
  if (state.user !== undefined) return children;
  if (!state.restored) return <Loader />;
  const redirect = encodeURIComponent(`${location.pathname}${location.search}`);
  return <Navigate to={`/login?redirect=${redirect}`} replace />;
}
