import type { AreaTexts } from '../../area-texts';
import type { hubNavMessages } from '../../../hub/hub-nav';

export const daNav: AreaTexts<typeof hubNavMessages> = {
  'hub.nav.home': 'Hjem',
  'hub.nav.market': 'Marked',
  'hub.nav.account': 'Konti',
  'hub.nav.predict': 'Predict',
  'hub.nav.staking': 'Staking',
  'hub.nav.more': 'Mere',
  'hub.nav.settings': 'Indstillinger',
};
