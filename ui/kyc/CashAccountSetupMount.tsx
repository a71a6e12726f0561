import { Suspense } from 'react';
import { useServices } from '../base/services-context';
import { useStore } from '../base/use-store';
import { WithServiceCode } from '../base/WithServiceCode';
import { lazyScreen } from '../shared/lazy-screen';

const loadHost = () => import('./CashAccountSetupHost');
const CashAccountSetupHost = lazyScreen(loadHost);

/** The cash account setup modal, mounted once in the hub; its code, texts and services load when a setup first opens. */
export function CashAccountSetupMount() {
  const { cashAccountSetupLauncher } = useServices();
  const request = useStore(cashAccountSetupLauncher.request);
  if (request === undefined) return null;
  return (
    <Suspense fallback={null}>
      <WithServiceCode area="kyc" alongside={loadHost}>
        <CashAccountSetupHost />
      </WithServiceCode>
    </Suspense>
  );
}
