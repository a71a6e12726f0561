import type { LevelUpPort } from '../../../application/ports/level-up-port';
import type { LockupPort } from '../../../application/ports/lockup-port';
import type { RewardsPort } from '../../../application/ports/rewards-port';
import type { RewardsServices } from '../../../application/rewards/rewards-services';
import { LevelUpCheckout } from '../../../application/rewards/level-up-checkout';
import { LevelUpService } from '../../../application/rewards/level-up-service';
import { WelcomeBonusService } from '../../../application/rewards/welcome-bonus-service';
import { area, needs } from '../registry';
import { lazyHttpPort } from './lazy-http-port';

declare module '../registry' {
  interface Registry extends RewardsServices {
    rewards: RewardsPort;
    levelUp: LevelUpPort;
    lockup: LockupPort;
  }
}

/** The welcome bonus, Level Up and CRO lockups. */
export const rewardsArea = area<RewardsServices>()({
  name: 'rewards',
  ports: {
    rewards: lazyHttpPort(async (d) => new (await import('../../http/rewards-http-adapter')).HttpRewardsAdapter(d.http)),
    levelUp: lazyHttpPort(async (d) => new (await import('../../http/level-up-http-adapter')).HttpLevelUpAdapter(d.http, d.passcodeEncryptor)),
    lockup: lazyHttpPort(async (d) => new (await import('../../http/lockup-http-adapter')).HttpLockupAdapter(d.http, d.passcodeEncryptor)),
  },
  services: {
    welcomeBonus: needs(['rewards', 'tradeEvents', 'moneyEvents', 'scheduler'], (d) => new WelcomeBonusService(d)),
    levelUpPage: needs(['rewards', 'levelUp', 'levelUpCheckout'], (d) => new LevelUpService(d)),
    levelUpCheckout: needs(['levelUp', 'trading', 'paymentSurfaces', 'customer', 'moneyEvents', 'scheduler'], (d) => new LevelUpCheckout(d)),
  },
  internal: {},
});
