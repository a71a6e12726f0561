import { Suspense, useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DEPOSIT_LINK_PARAMS, parseDepositLink } from '../../domain/deposit/deposit-link';
import { useServices } from '../base/services-context';
import { WithServiceCode } from '../base/WithServiceCode';
import { useStore } from '../base/use-store';
import { lazyScreen } from '../shared/lazy-screen';

const loadDepositModal = () => import('./DepositModal');
const DepositModal = lazyScreen(loadDepositModal);

/**
 * The one deposit modal of the hub (spec 001 §2), opened through depositLauncher by any screen, or
 * by the deep link `?deposit=USD&method=us_ach` on any hub page, which a bank's authorisation page
 * also sends the customer back to with `&request=<order>` (the parameters are then removed, so
 * going back does not open it again). Its code and its services' code load on first use.
 */
export function DepositModalHost() {
  const { depositLauncher } = useServices();
  const request = useStore(depositLauncher.request);
  const [query, setQuery] = useSearchParams();
  useEffect(() => {
    const link = parseDepositLink(query);
    if (!query.has(DEPOSIT_LINK_PARAMS.currency)) return;
    const rest = new URLSearchParams(query);
    rest.delete(DEPOSIT_LINK_PARAMS.currency);
    rest.delete(DEPOSIT_LINK_PARAMS.method);
    rest.delete(DEPOSIT_LINK_PARAMS.request);
    setQuery(rest, { replace: true });
    if (link !== undefined) depositLauncher.open(link);
  }, [query, setQuery, depositLauncher]);
  if (request === undefined) return null;
  return (
    <Suspense fallback={null}>
      <WithServiceCode area="deposit" alongside={loadDepositModal}>
        <DepositModal request={request} />
      </WithServiceCode>
    </Suspense>
  );
}
