import { assistantLink } from '../../domain/user/assistant-link';
import type { LanguageService } from '../i18n/language-service';
import type { OnboardingPort } from '../ports/onboarding-port';
import { StateStore, type ReadableStore } from '../shared/store';
import type { CustomerService } from './customer-service';

/** The help section's assistant link: not asked yet, being built, none (Prime customers), ready, or not available now. */
export type AssistantLinkState = { readonly status: 'idle' | 'loading' | 'none' | 'failed' } | { readonly status: 'ready'; readonly url: string };

/** What an AssistantLinkService is made from (named as the composition root names them). */
export interface AssistantLinkDependencies {
  readonly onboarding: OnboardingPort;
  readonly customer: CustomerService;
  readonly language: LanguageService;
}

/**
 * The external assistant link of /hub/more's help (spec 001 §6, §7): non-Prime customers get a
 * link built from their uuid, the support identity hash (GET /api/intercom/user_hash_info), the
 * assistant's address and token (POST .../alfred/info), the source marker and the page's language;
 * Prime customers have their own support and get none. Choice: the token is asked each time the
 * help is shown (it is short-lived); a failed call leaves the section with the app's support only.
 */
export class AssistantLinkService {
  private readonly store = new StateStore<AssistantLinkState>({ status: 'idle' });
  readonly state: ReadableStore<AssistantLinkState> = this.store;
  private asked = 0;

  constructor(private readonly deps: AssistantLinkDependencies) {}

  async load(): Promise<void> {
    const customer = this.deps.customer.state.getSnapshot();
    const user = customer.user;
    if (user === undefined || customer.loading) return;
    if (customer.isPrime) return this.store.update(() => ({ status: 'none' }));
    const asked = ++this.asked;
    this.store.update(() => ({ status: 'loading' }));
    const [hash, info] = await Promise.all([this.deps.onboarding.supportUserHash(), this.deps.onboarding.assistantInfo()]);
    if (asked !== this.asked) return;
    const url =
      hash.ok && info.ok
        ? assistantLink({
            baseUrl: info.value.baseUrl,
            uuid: user.uuid,
            userHash: hash.value,
            token: info.value.token,
            language: this.deps.language.state.getSnapshot().language,
          })
        : undefined;
    this.store.update(() => (url === undefined ? { status: 'failed' } : { status: 'ready', url }));
  }
}
