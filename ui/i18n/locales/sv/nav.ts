import type { AreaTexts } from '../../area-texts';
import type { hubNavMessages } from '../../../hub/hub-nav';

export const svNav: AreaTexts<typeof hubNavMessages> = {
  'hub.nav.home': 'Hem',
  'hub.nav.market': 'Marknad',
  'hub.nav.account': 'Konton',
  'hub.nav.predict': 'Prognoser',
  'hub.nav.staking': 'Staking',
  'hub.nav.more': 'Mer',
  'hub.nav.settings': 'Inställningar',
};
