import type { RebalancingInterval } from '../../domain/basket/rebalancing-interval';
import { CATALOGUE_FALLBACKS } from '../../domain/errors/error-catalogue';
import { toNotice } from '../../domain/errors/error-notice';
import type { NoticeService } from '../notifications/notice-service';
import type { ToastService } from '../notifications/toast-service';
import type { BasketListing, BasketsPort } from '../ports/baskets-port';
import type { RebalancingEdit } from './basket-buy-state';

/** The part of the basket buy's state the edit reads and changes. */
interface EditState {
  readonly owned: BasketListing | undefined;
  readonly interval: RebalancingInterval;
  readonly rebalancingEdit: RebalancingEdit | undefined;
}

interface EditSlice {
  readonly get: () => EditState;
  readonly set: (change: (current: EditState) => Partial<EditState>) => void;
}

/**
 * Changing an owned basket's rebalancing from the note (spec 000 §2, §7 POST .../rebalancing):
 * open on the current interval, choose, save. Saving the current interval just closes; a failure
 * alerts 'something went wrong' (spec 001 §8) and keeps the choice for another try; a success
 * updates the owned basket and says so.
 */
export class BasketRebalancingEdit {
  constructor(
    private readonly slice: EditSlice,
    private readonly baskets: BasketsPort,
    private readonly toasts: ToastService,
    private readonly notices: NoticeService,
  ) {}

  edit(): void {
    this.slice.set((s) => (s.owned === undefined ? {} : { rebalancingEdit: { choice: s.owned.rebalancingInterval, saving: false } }));
  }

  choose(choice: RebalancingInterval): void {
    this.slice.set((s) => (s.rebalancingEdit === undefined || s.rebalancingEdit.saving ? {} : { rebalancingEdit: { ...s.rebalancingEdit, choice } }));
  }

  cancel(): void {
    this.slice.set((s) => (s.rebalancingEdit?.saving === true ? {} : { rebalancingEdit: undefined }));
  }

  async save(): Promise<void> {
    const { owned, rebalancingEdit: edit } = this.slice.get();
    if (owned === undefined || edit === undefined || edit.saving) return;
    if (edit.choice === owned.rebalancingInterval) {
      this.cancel();
      return;
    }
    this.slice.set(() => ({ rebalancingEdit: { ...edit, saving: true } }));
    const result = await this.baskets.setRebalancing(owned.id, edit.choice);
    if (!result.ok) {
      this.slice.set(() => ({ rebalancingEdit: { ...edit, saving: false } }));
      this.notices.present(toNotice('rebalancing_change', CATALOGUE_FALLBACKS.rebalancing_change));
      return;
    }
    this.slice.set(() => ({ owned: result.value, interval: result.value.rebalancingInterval, rebalancingEdit: undefined }));
    this.toasts.show('success', 'toast_rebalancing_updated');
  }
}
