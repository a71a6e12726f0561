import { createContext, useContext } from 'react';
import { type AppServices } from '../../application/app-services';

export const ServicesContext = createContext<AppServices | undefined>(undefined);

/** The application services given to the UI by the composition root. */
export function useServices(): AppServices {
  const services = useContext(ServicesContext);
  if (services === undefined) throw new Error('useServices outside ServicesContext');
  return services;
}
