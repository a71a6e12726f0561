import { filter, firstValueFrom } from 'rxjs';
import type { CustomerState } from '../../application/account/customer-service';
import type { AppServices } from '../../application/app-services';
import type { BalanceState } from '../../application/account/balance-service';
import type { UserRecord } from '../../application/ports/session-port';
import { apiFailure } from './api-failure';
import type { CommandContext } from './command';

/** The signed-in customer's profile and configs, once loaded (the same CustomerService the UI uses). */
export async function loadedCustomer(services: AppServices): Promise<CustomerState & { readonly user: UserRecord }> {
  const stop = services.customer.start();
  try {
    return await firstValueFrom(
      services.customer.state.state$.pipe(filter((s): s is CustomerState & { readonly user: UserRecord } => !s.loading && s.user !== undefined)),
    );
  } finally {
    stop();
  }
}

/** The account data (total, wallets, baskets) read once for the signed-in customer, as every view reads it; a failed read is the API failure. */
export async function loadedAccountData(
  { services, progress, messages }: Pick<CommandContext, 'services' | 'progress' | 'messages'>,
  label: string,
): Promise<{ readonly [K in 'total' | 'wallets' | 'baskets']: NonNullable<BalanceState[K]> }> {
  const load = async () => {
    await loadedCustomer(services);
    await services.balances.refresh();
  };
  await progress(label, load());
  const { total, wallets, baskets, failed } = services.balances.state.getSnapshot();
  if (failed || total === undefined || wallets === undefined || baskets === undefined) throw apiFailure({ kind: 'network' }, messages);
  return { total, wallets, baskets };
}
