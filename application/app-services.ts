import type { AccountServices } from './account/account-services';
import type { ComplianceServices } from './compliance/compliance-services';
import type { DepositServices } from './deposit/deposit-services';
import type { HomeServices } from './home/home-services';
import type { KycServices } from './kyc/kyc-services';
import type { MarketServices } from './market/market-services';
import type { OnboardingServices } from './onboarding/onboarding-services';
import type { PaymentsServices } from './payments/payments-services';
import type { RewardsServices } from './rewards/rewards-services';
import type { CodeServices } from './shared/service-code';
import type { ShellServices } from './session/shell-services';
import type { TradeServices } from './trade/trade-services';

export type { ShellServices } from './session/shell-services';

/**
 * The application services a driving adapter (the React UI's hub, the CLI) works with: each
 * area's services interface (application/<area>/<area>-services.ts). A service joins its area's
 * interface; only a new area is added here.
 */
export interface AppServices
  extends
    ShellServices,
    AccountServices,
    TradeServices,
    PaymentsServices,
    MarketServices,
    HomeServices,
    RewardsServices,
    ComplianceServices,
    DepositServices,
    KycServices,
    OnboardingServices,
    CodeServices {}
