import type { WelcomeBonusService } from './welcome-bonus-service';

/** What the rewards area offers driving adapters. Its wiring: adapters/wiring/areas. */
export interface RewardsServices {
  readonly welcomeBonus: WelcomeBonusService;
}
