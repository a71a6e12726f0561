import { DEFAULT_USER } from '../../adapters/fake/fake-session-adapter';
import { type CustomerService, type CustomerState, deriveCustomer } from '../../application/account/customer-service';
import type { UserRecord } from '../../application/ports/session-port';
import { StateStore } from '../../application/shared/store';

/** A customer service's state for services that only read it: signed in as DEFAULT_USER (or another), configs loaded. */
export function customerStore(user: Partial<UserRecord> | undefined = {}): Pick<CustomerService, 'state'> & { readonly store: StateStore<CustomerState> } {
  const store = new StateStore(deriveCustomer(user === undefined ? undefined : { ...DEFAULT_USER, ...user }, undefined, undefined, false));
  return { state: store, store };
}

/** Signs the store's customer in as someone else (or out). */
export const switchCustomer = (store: StateStore<CustomerState>, user: Partial<UserRecord> | undefined): void =>
  store.update(() => deriveCustomer(user === undefined ? undefined : { ...DEFAULT_USER, ...user }, undefined, undefined, false));
