import { isEddAllowed, restrictedFeatureRoute, type RestrictedFeatureRoute } from '../../domain/compliance/restricted-feature';
import type { KycPort } from '../ports/kyc-port';
import { StateStore, type ReadableStore } from '../shared/store';

/** Where the open restricted_feature notice leads: still being worked out, or the route. */
export type RestrictedFeatureState =
  { readonly kind: 'idle' } | { readonly kind: 'checking' } | { readonly kind: 'resolved'; readonly route: RestrictedFeatureRoute };

/** What a RestrictedFeatureService is made from (named as the composition root names them). */
export interface RestrictedFeatureDependencies {
  readonly kyc: KycPort;
}

/**
 * A restricted_feature error opens enhanced due diligence if the customer is allowed it, else a
 * verification modal (spec 000 §6, 001 §6). The customer's KYC status decides (domain
 * isEddAllowed). Choice: when the status cannot be fetched, the verification modal is shown, since
 * it leads on to the same place and never leaves the customer stuck.
 */
export class RestrictedFeatureService {
  private readonly store = new StateStore<RestrictedFeatureState>({ kind: 'idle' });
  readonly state: ReadableStore<RestrictedFeatureState> = this.store;
  private latest = 0;

  constructor(private readonly deps: RestrictedFeatureDependencies) {}

  async resolve(): Promise<RestrictedFeatureRoute> {
    const request = ++this.latest;
    this.store.update(() => ({ kind: 'checking' }));
    const identity = await this.deps.kyc.getIdentity();
    const route = restrictedFeatureRoute(isEddAllowed(identity.ok ? identity.value.status : undefined));
    if (request === this.latest) this.store.update(() => ({ kind: 'resolved', route }));
    return route;
  }
}
