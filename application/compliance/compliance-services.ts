import type { CoolingOffCountdownService } from './cooling-off-countdown-service';
import type { RestrictedFeatureService } from './restricted-feature-service';
import type { RiskDialogService } from './risk-dialog-service';

/** What the compliance area offers driving adapters. Its wiring: adapters/wiring/areas. */
export interface ComplianceServices {
  /** Time left in a UK customer's cooling-off window. */
  readonly coolingOffCountdown: CoolingOffCountdownService;
  /** Where a restricted_feature notice leads (enhanced due diligence or verification). */
  readonly restrictedFeature: RestrictedFeatureService;
  /** The UK cooling-off risk dialog, once per customer. */
  readonly riskDialog: RiskDialogService;
}
