import type { AreaTexts } from '../../area-texts';
import type { hubNavMessages } from '../../../hub/hub-nav';

export const elNav: AreaTexts<typeof hubNavMessages> = {
  'hub.nav.home': 'Αρχική',
  'hub.nav.market': 'Αγορές',
  'hub.nav.account': 'Λογαριασμοί',
  'hub.nav.predict': 'Προβλέψεις',
  'hub.nav.staking': 'Staking',
  'hub.nav.more': 'Περισσότερα',
  'hub.nav.settings': 'Ρυθμίσεις',
};
