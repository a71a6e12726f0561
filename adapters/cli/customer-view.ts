import { filter, firstValueFrom } from 'rxjs';
import type { CustomerState } from '../../application/account/customer-service';
import type { AppServices } from '../../application/app-services';
import type { UserRecord } from '../../application/ports/session-port';

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
