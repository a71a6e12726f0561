import type { AreaTexts } from '../../area-texts';
import type { hubNavMessages } from '../../../hub/hub-nav';

export const plNav: AreaTexts<typeof hubNavMessages> = {
  'hub.nav.home': 'Start',
  'hub.nav.market': 'Rynek',
  'hub.nav.account': 'Konta',
  'hub.nav.predict': 'Prognozy',
  'hub.nav.staking': 'Staking',
  'hub.nav.more': 'Więcej',
  'hub.nav.settings': 'Ustawienia',
};
