import type { AreaTexts } from '../../area-texts';
import type { hubNavMessages } from '../../../hub/hub-nav';

export const deNav: AreaTexts<typeof hubNavMessages> = {
  'hub.nav.home': 'Start',
  'hub.nav.market': 'Markt',
  'hub.nav.account': 'Konten',
  'hub.nav.predict': 'Prognosen',
  'hub.nav.staking': 'Staking',
  'hub.nav.more': 'Mehr',
  'hub.nav.settings': 'Einstellungen',
};
