import { Suspense } from 'react';
import { useServices } from '../base/services-context';
import { useStore } from '../base/use-store';
import { lazyScreen } from '../shared/lazy-screen';

const CashAccountSetupHost = lazyScreen(() => import('./CashAccountSetupHost'));

/** The cash account setup modal, mounted once in the hub; its code and texts load when a setup first opens. */
export function CashAccountSetupMount() {
  const { cashAccountSetup } = useServices();
  const { currency, setup } = useStore(cashAccountSetup.state);
  if (currency === undefined || setup.step === 'CLOSED') return null;
  return (
    <Suspense fallback={null}>
      <CashAccountSetupHost />
    </Suspense>
  );
}
