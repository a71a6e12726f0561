import { FirstActionGuideService } from '../../../application/home/first-action-guide-service';
import type { HomeServices } from '../../../application/home/home-services';
import { area, needs } from '../registry';

declare module '../registry' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the area adds its services interface to the registry
  interface Registry extends HomeServices {}
}

/** The home page's own services: the first-action guide (the baskets held are in the account data). */
export const homeArea = area<HomeServices>()({
  name: 'home',
  ports: {},
  services: {
    firstActionGuide: needs(
      ['coins', 'payments', 'balances', 'storage', 'signIn', 'cardRegistration', 'tradeEvents', 'logger'],
      (d) => new FirstActionGuideService(d),
    ),
  },
  internal: {},
});
