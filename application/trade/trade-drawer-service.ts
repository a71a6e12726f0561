import type { CurrencyCode } from '../../domain/money/currency';
import { StateStore, type ReadableStore } from '../shared/store';

/** The trade container's tabs: Buy is tab 0, Sell tab 1 (spec 000 §2). */
export type TradeTab = 'buy' | 'sell';
/** What the container opens on: a coin, or a preset basket. */
export type TradeAsset = { readonly kind: 'coin'; readonly symbol: CurrencyCode } | { readonly kind: 'basket'; readonly basketId: string };

/**
 * How the container is shown: a side drawer, or a modal (spec 000 §2: the trade widgets are also
 * embeddable in a modal). Choice: the drawer by default; a page that is itself about one asset
 * (a coin's page) may ask for the modal.
 */
export type TradePresentation = 'drawer' | 'modal';

export interface TradeDrawerState {
  readonly open: boolean;
  readonly presentation: TradePresentation;
  readonly tab: TradeTab;
  /** The asset asked for by whoever opened the container; the forms preselect it. */
  readonly asset: TradeAsset | undefined;
  /** Counts open requests, so a form can tell a new request for the same asset from an old one. */
  readonly request: number;
}

export interface TradeOpenRequest {
  readonly tab?: TradeTab;
  readonly asset?: TradeAsset;
  /** Spec 000 §2: the reset flag forces the Buy tab. */
  readonly reset?: boolean;
  /** A drawer unless asked otherwise; an open container keeps how it is shown. */
  readonly presentation?: TradePresentation;
}

const CLOSED: TradeDrawerState = { open: false, presentation: 'drawer', tab: 'buy', asset: undefined, request: 0 };

/**
 * Who has the trade container open, on which tab and asset. Anything may open it (home, the
 * first-action guide, a coin's page, the Sell empty state switching to Buy); one drawer shows it.
 */
export class TradeDrawerService {
  private readonly store = new StateStore<TradeDrawerState>(CLOSED);
  readonly state: ReadableStore<TradeDrawerState> = this.store;

  open(request: TradeOpenRequest = {}): void {
    this.store.update((s) => ({
      open: true,
      presentation: s.open ? s.presentation : (request.presentation ?? 'drawer'),
      tab: request.reset === true ? 'buy' : (request.tab ?? s.tab),
      asset: request.asset ?? (s.open ? s.asset : undefined),
      request: s.request + 1,
    }));
  }

  selectTab(tab: TradeTab): void {
    this.store.update((s) => (s.tab === tab ? s : { ...s, tab }));
  }

  close(): void {
    this.store.update((s) => (s.open ? { ...s, open: false } : s));
  }
}
