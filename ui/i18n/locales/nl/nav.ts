import type { AreaTexts } from '../../area-texts';
import type { hubNavMessages } from '../../../hub/hub-nav';

export const nlNav: AreaTexts<typeof hubNavMessages> = {
  'hub.nav.home': 'Home',
  'hub.nav.market': 'Markt',
  'hub.nav.account': 'Rekeningen',
  'hub.nav.predict': 'Voorspellen',
  'hub.nav.staking': 'Staking',
  'hub.nav.more': 'Meer',
  'hub.nav.settings': 'Instellingen',
};
