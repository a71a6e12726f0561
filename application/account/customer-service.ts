import { distinctUntilChanged, map } from 'rxjs';
import { coolingOffApplies, type CoolingOffPeriod } from '../../domain/compliance/cooling-off';
import { isPrimeRegularUser, isPrimeUser } from '../../domain/user/membership';
import { isUkUser } from '../../domain/user/region';
import type { AppConfig, ConfigPort, ProductConfig } from '../ports/config-port';
import type { UserRecord } from '../ports/session-port';
import type { SignInService } from '../session/sign-in-service';
import { SharedRun } from '../shared/shared-run';
import { StateStore, type ReadableStore } from '../shared/store';

/** Who the signed-in customer is and how the app is configured for them (spec 000 §1, §3, §6). */
export interface CustomerState {
  readonly user: UserRecord | undefined;
  readonly appConfig: AppConfig | undefined;
  readonly productConfig: ProductConfig | undefined;
  /** True until the configs of the signed-in customer have been fetched once. */
  readonly loading: boolean;
  /** Invited with benefit (spec 000 §6): Prime rates badge, no recurring buy, no level-up banner. */
  readonly isPrimeRegular: boolean;
  readonly isPrime: boolean;
  /** Phone country GB or GBR: the cooling-off regime and the UK list style. */
  readonly isUk: boolean;
  /** The basket product (product config crypto_basket.enabled). */
  readonly basketEnabled: boolean;
  /** The UK cooling-off period when it applies to this customer. */
  readonly coolingOff: CoolingOffPeriod | undefined;
}

const EMPTY: CustomerState = {
  user: undefined,
  appConfig: undefined,
  productConfig: undefined,
  loading: true,
  isPrimeRegular: false,
  isPrime: false,
  isUk: false,
  basketEnabled: false,
  coolingOff: undefined,
};

/** The customer profile the rules need, derived from the user and the two configs. */
export function deriveCustomer(
  user: UserRecord | undefined,
  appConfig: AppConfig | undefined,
  productConfig: ProductConfig | undefined,
  loading: boolean,
): CustomerState {
  return {
    user,
    appConfig,
    productConfig,
    loading,
    isPrimeRegular: isPrimeRegularUser(user?.prime),
    isPrime: isPrimeUser(user?.prime, appConfig?.primeEnabled ?? false),
    isUk: isUkUser(user?.phoneCountry),
    basketEnabled: productConfig?.basket.enabled ?? false,
    coolingOff: coolingOffApplies(appConfig?.coolingOff) ? appConfig?.coolingOff : undefined,
  };
}

/** Google Pay runs in production when the product config says so (spec 000 §9). */
export const isGooglePayLive = (customer: CustomerState): boolean => customer.productConfig?.topUp.googlePay.environment === 'PRODUCTION';

/** What a CustomerService is made from (named as the composition root names them). */
export interface CustomerDependencies {
  readonly signIn: SignInService;
  readonly config: ConfigPort;
}

/**
 * Follows the signed-in customer: when a customer signs in (or the session is restored) the app
 * and product configs are fetched for them; signing out clears everything. A failed config
 * fetch leaves that config undefined (features behind it stay off) and ends loading.
 */
export class CustomerService {
  private readonly store = new StateStore<CustomerState>(EMPTY);
  readonly state: ReadableStore<CustomerState> = this.store;
  private readonly following = new SharedRun(() =>
    this.deps.signIn.state.state$
      .pipe(
        map((s) => s.user),
        distinctUntilChanged((a, b) => a?.uuid === b?.uuid),
      )
      .subscribe((user) => void this.load(user)),
  );

  constructor(private readonly deps: CustomerDependencies) {}

  /** Starts following the sign-in state (once, however many callers start it). Returns this caller's stop function. */
  start(): () => void {
    return this.following.start();
  }

  /** Fetches the configs again (after a change the server makes, e.g. cooling-off ending). */
  async reload(): Promise<void> {
    await this.load(this.store.getSnapshot().user);
  }

  private async load(user: UserRecord | undefined): Promise<void> {
    if (user === undefined) {
      this.store.update(() => EMPTY);
      return;
    }
    this.store.update((s) =>
      deriveCustomer(user, s.user?.uuid === user.uuid ? s.appConfig : undefined, s.user?.uuid === user.uuid ? s.productConfig : undefined, true),
    );
    const [app, product] = await Promise.all([this.deps.config.getAppConfig(), this.deps.config.getProductConfig()]);
    if (this.deps.signIn.state.getSnapshot().user?.uuid !== user.uuid) return;
    this.store.update(() => deriveCustomer(user, app.ok ? app.value : undefined, product.ok ? product.value : undefined, false));
  }
}
