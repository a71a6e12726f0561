import { captureAttribution, decodeAttribution, nextStoredAttribution, type AttributionParams } from '../../domain/attribution/attribution-params';
import { buildInstallLink } from '../../domain/attribution/install-link';
import type { KeyValuePort } from '../ports/key-value-port';
import type { LocationPort } from '../ports/location-port';
import { StateStore, type ReadableStore } from '../shared/store';

/** Where the landing attribution is kept between visits (spec 001 §3: kept in local storage). */
export const ATTRIBUTION_STORAGE_KEY = 'attribution';

/** Choice: the spec names no store link; the default install link is the product's app page, which links to both stores. */
export const DEFAULT_INSTALL_LINK = 'https://crypto.com/app';

export interface AppDownloadState {
  /** The app download modal is shown. */
  readonly open: boolean;
  /** The app-install link with the stored attribution (spec 001 §9), for the button and the QR code. */
  readonly installLink: string;
}

function readStored(storage: KeyValuePort): AttributionParams {
  try {
    return decodeAttribution(JSON.parse(storage.get(ATTRIBUTION_STORAGE_KEY) ?? 'null'));
  } catch {
    return {};
  }
}

/** What an AppDownloadService is made from (named as the composition root names them). */
export interface AppDownloadDependencies {
  readonly storage: KeyValuePort;
  readonly location: LocationPort;
  /** The install link before attribution; the store's default link by default. */
  readonly installLink?: string;
}

/**
 * The app download modal (spec 000 §2, §9; 001 §2): anything may open it (the coming-soon panels,
 * the 'app only' order types, the home's 'trade more on the app' card); one host shows it. It
 * also keeps the landing's attribution, so the install link carries it.
 */
export class AppDownloadService {
  private readonly store: StateStore<AppDownloadState>;
  readonly state: ReadableStore<AppDownloadState>;
  private get baseLink(): string {
    return this.deps.installLink ?? DEFAULT_INSTALL_LINK;
  }

  constructor(private readonly deps: AppDownloadDependencies) {
    this.store = new StateStore<AppDownloadState>({ open: false, installLink: buildInstallLink(this.baseLink, readStored(deps.storage)) });
    this.state = this.store;
  }

  /**
   * Keeps the attribution of the page the customer landed on (its utm_* and gclid query
   * parameters); last touch wins as a whole (domain nextStoredAttribution). Call once at start.
   */
  captureLanding(): void {
    const stored = readStored(this.deps.storage);
    const next = nextStoredAttribution(stored, captureAttribution(this.deps.location.current().search));
    if (next !== stored) this.deps.storage.set(ATTRIBUTION_STORAGE_KEY, JSON.stringify(next));
    const installLink = buildInstallLink(this.baseLink, next);
    this.store.update((s) => (s.installLink === installLink ? s : { ...s, installLink }));
  }

  open(): void {
    this.store.update((s) => (s.open ? s : { ...s, open: true }));
  }

  close(): void {
    this.store.update((s) => (s.open ? { ...s, open: false } : s));
  }
}
