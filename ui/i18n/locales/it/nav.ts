import type { AreaTexts } from '../../area-texts';
import type { hubNavMessages } from '../../../hub/hub-nav';

export const itNav: AreaTexts<typeof hubNavMessages> = {
  'hub.nav.home': 'Home',
  'hub.nav.market': 'Mercato',
  'hub.nav.account': 'Conti',
  'hub.nav.predict': 'Previsioni',
  'hub.nav.staking': 'Staking',
  'hub.nav.more': 'Altro',
  'hub.nav.settings': 'Impostazioni',
};
