import { createContext, useContext } from 'react';
import type { AppServices, ShellServices } from '../../application/app-services';

/** The signed-out shell's services, given by the composition root at once. */
export const ShellServicesContext = createContext<ShellServices | undefined>(undefined);

/** All the application services, given once the hub's code has loaded (see HubServices). */
export const ServicesContext = createContext<AppServices | undefined>(undefined);

/** The shell's services wherever they are given (all the services include them), or undefined outside any. */
export function useOptionalShellServices(): ShellServices | undefined {
  const shell = useContext(ShellServicesContext);
  const all = useContext(ServicesContext);
  return shell ?? all;
}

/** The services of the signed-out shell: sign-in, language, toasts and notices. */
export function useShellServices(): ShellServices {
  const services = useOptionalShellServices();
  if (services === undefined) throw new Error('useShellServices outside ShellServicesContext');
  return services;
}

/** The application services given to the hub by the composition root. */
export function useServices(): AppServices {
  const services = useContext(ServicesContext);
  if (services === undefined) throw new Error('useServices outside ServicesContext');
  return services;
}
