import type { CurrencyCode } from '../../domain/money/currency';
import type { AccountPort, PaymentCurrencies } from '../ports/account-port';
import { StateStore, type ReadableStore } from '../shared/store';

export interface PaymentCurrencyState {
  readonly status: 'idle' | 'loading' | 'ready' | 'failed';
  readonly currencies: PaymentCurrencies | undefined;
  readonly saving: boolean;
  /** The last save failed (the choice shown is still the server's). */
  readonly saveFailed: boolean;
}

/** What a PaymentCurrencyService is made from (named as the composition root names them). */
export interface PaymentCurrencyDependencies {
  readonly account: AccountPort;
}

/**
 * The payment currency setting (spec 001 §7 GET /api/payment_currencies/show, POST
 * /api/user/payment_currency/update): the current one and those offered; a save shows the
 * server's answer, a failure keeps the previous currency and says so.
 */
export class PaymentCurrencyService {
  private readonly store = new StateStore<PaymentCurrencyState>({ status: 'idle', currencies: undefined, saving: false, saveFailed: false });
  readonly state: ReadableStore<PaymentCurrencyState> = this.store;

  constructor(private readonly deps: PaymentCurrencyDependencies) {}

  async load(): Promise<void> {
    this.store.update((s) => ({ ...s, status: 'loading' }));
    const result = await this.deps.account.getPaymentCurrencies();
    this.store.update((s) => (result.ok ? { ...s, status: 'ready', currencies: result.value } : { ...s, status: 'failed' }));
  }

  async choose(currency: CurrencyCode): Promise<void> {
    const { currencies, saving } = this.store.getSnapshot();
    if (saving || currencies === undefined || currencies.current === currency) return;
    this.store.update((s) => ({ ...s, saving: true, saveFailed: false }));
    const result = await this.deps.account.updatePaymentCurrency(currency);
    this.store.update((s) => (result.ok ? { ...s, saving: false, currencies: result.value } : { ...s, saving: false, saveFailed: true }));
  }
}
