import { createContext, type ReactNode, use, useContext } from 'react';
import type { AppServices } from '../../application/app-services';
import { ServicesContext } from './services-context';

/** Loads the hub's services (and their code) once; the composition root gives it. */
export const HubLoaderContext = createContext<(() => Promise<AppServices>) | undefined>(undefined);

/**
 * Gives its children all the application services, suspending while the hub's code first loads
 * (a Suspense boundary above shows the wait, an error boundary a failed load).
 */
export function HubServices({ children }: { readonly children: ReactNode }) {
  const loaded = useContext(ServicesContext);
  return loaded === undefined ? <LoadedHubServices>{children}</LoadedHubServices> : children;
}

function LoadedHubServices({ children }: { readonly children: ReactNode }) {
  const load = useContext(HubLoaderContext);
  if (load === undefined) throw new Error('HubServices outside HubLoaderContext');
  return <ServicesContext.Provider value={use(load())}>{children}</ServicesContext.Provider>;
}
