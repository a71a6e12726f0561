import type { ComplianceServices } from '../../../application/compliance/compliance-services';
import { CoolingOffCountdownService } from '../../../application/compliance/cooling-off-countdown-service';
import { RestrictedFeatureService } from '../../../application/compliance/restricted-feature-service';
import { RiskDialogService } from '../../../application/compliance/risk-dialog-service';
import { area, needs } from '../registry';

declare module '../registry' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the area adds its services interface to the registry
  interface Registry extends ComplianceServices {}
}

/** The UK cooling-off countdown and where a restricted feature leads. */
export const complianceArea = area<ComplianceServices>()({
  name: 'compliance',
  ports: {},
  services: {
    coolingOffCountdown: needs(['customer', 'scheduler'], (d) => new CoolingOffCountdownService(d)),
    restrictedFeature: needs(['kyc'], (d) => new RestrictedFeatureService(d)),
    riskDialog: needs(['customer', 'storage', 'scheduler'], (d) => new RiskDialogService(d)),
  },
  internal: {},
});
