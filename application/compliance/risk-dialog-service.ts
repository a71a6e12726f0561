import { combineLatest, map, type SchedulerLike, type Subscription, startWith, switchMap, timer, of } from 'rxjs';
import { coolingOffApplies, isCoolingOffOver } from '../../domain/compliance/cooling-off';
import { hasSeenRiskDialog, riskDialogSeenKey, RISK_DIALOG_SEEN_VALUE, shouldOpenRiskDialog } from '../../domain/compliance/risk-dialog';
import type { CustomerService } from '../account/customer-service';
import type { KeyValuePort } from '../ports/key-value-port';
import { StateStore, type ReadableStore } from '../shared/store';

/** The UK cooling-off risk dialog: open (with the customer's name) or not. */
export type RiskDialogState = { readonly open: true; readonly name: string } | { readonly open: false };

const CLOSED: RiskDialogState = { open: false };

/**
 * Choice: the spec's 'feature enabled' condition has no config flag of its own in the app config
 * the spec lists, so the feature is on; the other six conditions decide.
 */
export const RISK_DIALOG_FEATURE_ENABLED = true;

export interface RiskDialogDependencies {
  readonly customer: CustomerService;
  readonly storage: KeyValuePort;
  readonly scheduler: SchedulerLike;
}

/**
 * The UK cooling-off risk dialog (spec 001 §4): opens once when every condition of
 * domain/compliance/risk-dialog.ts holds (the 'is over 24H' flag turns true when the clock passes
 * end_datetime, on the scheduler); the per-user marker is set as it opens, so it never opens again
 * for that customer on this device. Confirm closes it and runs the callback given to start.
 */
export class RiskDialogService {
  private readonly store = new StateStore<RiskDialogState>(CLOSED);
  readonly state: ReadableStore<RiskDialogState> = this.store;
  private onConfirm: (() => void) | undefined;

  constructor(private readonly deps: RiskDialogDependencies) {}

  /** Watches the customer while the hub shows; the returned function stops it. */
  start(onConfirm?: () => void): () => void {
    this.onConfirm = onConfirm;
    const { customer, scheduler, storage } = this.deps;
    const overFlag = customer.state.state$.pipe(
      map((s) => s.coolingOff?.endAt),
      switchMap((endAt) =>
        endAt === undefined
          ? of(false)
          : timer(Math.max(endAt + 1 - scheduler.now(), 0), scheduler).pipe(
              startWith(0),
              map(() => isCoolingOffOver(endAt, scheduler.now())),
            ),
      ),
    );
    const subscription: Subscription = combineLatest([customer.state.state$, overFlag]).subscribe(([s, isOver24h]) => {
      const userId = s.user?.uuid;
      const seen = userId === undefined || hasSeenRiskDialog(storage.get(riskDialogSeenKey(userId)));
      const conditions = {
        featureEnabled: RISK_DIALOG_FEATURE_ENABLED,
        loadingFinished: !s.loading,
        userId,
        coolingOffApplies: coolingOffApplies(s.coolingOff),
        endAt: s.coolingOff?.endAt,
        isOver24h,
        seen,
      };
      if (this.store.getSnapshot().open || userId === undefined || !shouldOpenRiskDialog(conditions)) return;
      storage.set(riskDialogSeenKey(userId), RISK_DIALOG_SEEN_VALUE);
      this.store.update(() => ({ open: true, name: s.user?.name ?? '' }));
    });
    return () => subscription.unsubscribe();
  }

  /** Closes the dialog, then runs the callback. */
  confirm(): void {
    this.store.update(() => CLOSED);
    this.onConfirm?.();
  }
}
