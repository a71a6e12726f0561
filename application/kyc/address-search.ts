import type { SchedulerLike, Subscription } from 'rxjs';
import { ADDRESS_SEARCH_DEBOUNCE_MS, canSearchAddress } from '../../domain/kyc/address-lookup';
import type { KycAddress, KycPort, PlacePrediction } from '../ports/kyc-port';
import { StateStore, type ReadableStore } from '../shared/store';

export interface AddressSearchState {
  readonly predictions: readonly PlacePrediction[];
  /** The suggestions answer the text typed (not cleared by a choice). */
  readonly searched: boolean;
  /** The last search or the chosen place's lookup failed. */
  readonly failed: boolean;
}

const EMPTY: AddressSearchState = { predictions: [], searched: false, failed: false };

/**
 * The address search of the setup form (spec 001 §5, §7): place suggestions 300 ms after the
 * customer stops typing (on the scheduler), only with a country chosen and input given; choosing
 * one reads its details and converts them into the form's address (the adapter retries each 3
 * times). One session token per search session, renewed after a choice (Google's billing sessions).
 */
export class AddressSearch {
  private readonly store = new StateStore<AddressSearchState>(EMPTY);
  readonly state: ReadableStore<AddressSearchState> = this.store;
  private pending: Subscription | undefined;
  private sessions = 0;
  private asked = 0;

  constructor(
    private readonly kyc: Pick<KycPort, 'searchPlaces' | 'getPlaceDetails' | 'convertAddress'>,
    private readonly scheduler: SchedulerLike,
  ) {}

  private get sessionToken(): string {
    return `web-${String(this.sessions)}`;
  }

  /** The customer typed: searches after the debounce, or clears the suggestions when no search can run. */
  type(input: string, country: string | undefined, language: string): void {
    this.pending?.unsubscribe();
    const asked = ++this.asked;
    if (country === undefined || !canSearchAddress(country, input)) {
      this.store.update(() => EMPTY);
      return;
    }
    this.pending = this.scheduler.schedule(() => {
      void this.kyc.searchPlaces({ sessionToken: this.sessionToken, input, country, language }).then((r) => {
        if (asked === this.asked)
          this.store.update(() => (r.ok ? { predictions: r.value, searched: true, failed: false } : { predictions: [], searched: false, failed: true }));
      });
    }, ADDRESS_SEARCH_DEBOUNCE_MS);
  }

  /** A suggestion chosen: its address, or undefined (failed shows) when it cannot be read. */
  async choose(placeId: string): Promise<KycAddress | undefined> {
    this.pending?.unsubscribe();
    const asked = ++this.asked;
    const token = this.sessionToken;
    this.sessions += 1;
    const details = await this.kyc.getPlaceDetails(token, placeId);
    const address = details.ok ? await this.kyc.convertAddress(details.value) : undefined;
    if (asked !== this.asked) return undefined;
    const ok = address?.ok === true ? address.value : undefined;
    this.store.update(() => ({ predictions: [], searched: false, failed: ok === undefined }));
    return ok;
  }

  clear(): void {
    this.pending?.unsubscribe();
    this.asked += 1;
    this.store.update(() => EMPTY);
  }
}
