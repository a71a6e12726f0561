import { ErrorCode } from '../../../../domain/errors/error-codes';
import { Money } from '../../../../domain/money/decimal';
import { err, ok } from '../../../../domain/shared/result';
import type { SandboxAccount, SandboxContext } from '../sandbox-context';
import type { SandboxResult } from '../sandbox-result';
import { BASKET_OFFERS, type CatalogueOffer, catalogueOffer } from './basket-catalogue';
import { seedBaskets } from './basket-seeds';
import { BASKET_PREVIEW_TTL_MS, basketOwner, type BasketsSlice, type InstanceState, type PreviewState } from './basket-slice';

const SLICE = 'baskets';
type Side = PreviewState['side'];
type PreviewOf<S extends Side> = Extract<PreviewState, { side: S }>;
/** A preview as its area builds it, before the store gives it an id and an expiry. */
export type NewPreview<S extends Side> = Omit<PreviewOf<S>, 'id' | 'userUuid' | 'createdAt' | 'expiresAt' | 'used'>;

/** The baskets slice and the lookups every basket operation shares. */
export class BasketStore {
  constructor(readonly context: SandboxContext) {}

  /**
   * The slice, seeded on first use; a seed's rebalancing that already fell due (the slice was first
   * used late) runs at once, as if the sandbox had caught up before answering.
   */
  slice(): BasketsSlice {
    const fresh = !(SLICE in this.context.state.slices);
    const slice = this.context.slice<BasketsSlice>(SLICE, () => seedBaskets(this.context));
    if (fresh) this.context.runDueTasks();
    return slice;
  }

  /** Offers with the delistings made while the sandbox runs. */
  offers(): readonly CatalogueOffer[] {
    return BASKET_OFFERS.map((o) => this.withDelisting(o));
  }

  offer(id: string): CatalogueOffer | undefined {
    const found = catalogueOffer(id);
    return found === undefined ? undefined : this.withDelisting(found);
  }

  instancesOf(account: SandboxAccount): readonly InstanceState[] {
    return Object.values(this.slice().instances).filter((i) => i.userUuid === account.uuid);
  }

  instance(account: SandboxAccount, id: string): InstanceState | undefined {
    const found = this.slice().instances[id];
    return found?.userUuid === account.uuid ? found : undefined;
  }

  instanceForOffer(account: SandboxAccount, offerId: string): InstanceState | undefined {
    return this.instancesOf(account).find((i) => i.offerId === offerId);
  }

  /** An owned instance by its id, or by the id of its offer (the client may hold either). */
  ownedBasket(account: SandboxAccount, basketId: string): SandboxResult<InstanceState> {
    const found = this.instance(account, basketId) ?? this.instanceForOffer(account, basketId);
    return found === undefined ? err({ code: ErrorCode.invalidParameter, message: `no basket ${basketId} owned` }) : ok(found);
  }

  isRebalancing(instance: InstanceState): boolean {
    return instance.rebalancingUntil !== null && this.context.now() < instance.rebalancingUntil;
  }

  /** Spec 000 §8: a trade or change on a basket while it rebalances gets rebalancing_is_in_progress. */
  notRebalancing(instance: InstanceState | undefined): SandboxResult<void> {
    return instance !== undefined && this.isRebalancing(instance) ? err({ code: ErrorCode.rebalancingInProgress }) : ok(undefined);
  }

  addPreview<S extends Side>(account: SandboxAccount, preview: NewPreview<S>): PreviewOf<S> {
    const now = this.context.now();
    const stamps = { id: this.context.nextId('bskp'), userUuid: account.uuid, createdAt: now, expiresAt: now + BASKET_PREVIEW_TTL_MS, used: false };
    const full = { ...preview, ...stamps } as unknown as PreviewOf<S>;
    this.slice().previews[full.id] = full;
    return full;
  }

  /** A preview that may still execute: the customer's, of this side, not used and not expired. */
  usablePreview<S extends Side>(account: SandboxAccount, id: string, side: S): SandboxResult<PreviewOf<S>> {
    const preview = this.slice().previews[id];
    if (preview?.userUuid !== account.uuid || preview.side !== side) return err({ code: ErrorCode.quotationNotFound });
    if (preview.used) return err({ code: ErrorCode.quotationAlreadyUsed });
    if (this.context.now() >= preview.expiresAt) return err({ code: ErrorCode.quotationExpired });
    return ok(preview as PreviewOf<S>);
  }

  /**
   * Takes a sell or transfer preview's coins out of its basket to `to`, at most once and never after
   * the preview expired; the preview is used from then on.
   */
  takeCoins<S extends 'sell' | 'transfer'>(
    account: SandboxAccount,
    previewId: string,
    side: S,
    to: string,
  ): SandboxResult<{ preview: PreviewOf<S>; instance: InstanceState }> {
    const usable = this.usablePreview(account, previewId, side);
    if (!usable.ok) return usable;
    const preview: PreviewState = usable.value;
    const instance = this.instance(account, preview.instanceId ?? '');
    if (instance === undefined) return err({ code: ErrorCode.notEnoughBalance });
    const idle = this.notRebalancing(instance);
    if (!idle.ok) return idle;
    const moved = this.context.ledger.transfer(
      preview.coins.map((c) => ({ from: basketOwner(instance.id), to, currency: c.symbol, amount: new Money(c.amount) })),
    );
    if (!moved.ok) return err({ code: ErrorCode.notEnoughBalance });
    preview.used = true;
    return ok({ preview: usable.value, instance });
  }

  private withDelisting(offer: CatalogueOffer): CatalogueOffer {
    return this.slice().delisted[offer.id] === true ? { ...offer, delisted: true } : offer;
  }
}
