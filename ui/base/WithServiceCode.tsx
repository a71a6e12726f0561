import { type ReactNode, use } from 'react';
import { useServices } from './services-context';

/**
 * Shows its children once the services of `area` can be used, suspending while their code first
 * loads (the Suspense boundary above shows the wait). `alongside` starts loading the children's
 * own code at the same time, so the two downloads are not one after the other.
 */
export function WithServiceCode({ area, alongside, children }: { readonly area: string; readonly alongside?: () => unknown; readonly children: ReactNode }) {
  const { serviceCode } = useServices();
  if (!serviceCode.ready(area)) {
    alongside?.();
    use(serviceCode.load(area));
  }
  return children;
}
