import type { LevelUpCheckout } from './level-up-checkout';
import type { LevelUpService } from './level-up-service';
import type { WelcomeBonusService } from './welcome-bonus-service';

/** What the rewards area offers driving adapters. Its wiring: adapters/wiring/areas. */
export interface RewardsServices {
  readonly welcomeBonus: WelcomeBonusService;
  /** /hub/level-up/subscription: info, the subscription and its management, the plans. */
  readonly levelUpPage: LevelUpService;
  /** Subscribing to a plan: preview, passcode, the payment (cash account or a wallet sheet) until settled. */
  readonly levelUpCheckout: LevelUpCheckout;
}
