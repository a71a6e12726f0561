import type { AreaTexts } from '../../area-texts';
import type { hubNavMessages } from '../../../hub/hub-nav';

export const hrNav: AreaTexts<typeof hubNavMessages> = {
  'hub.nav.home': 'Početna',
  'hub.nav.market': 'Tržište',
  'hub.nav.account': 'Računi',
  'hub.nav.predict': 'Predict',
  'hub.nav.staking': 'Staking',
  'hub.nav.more': 'Više',
  'hub.nav.settings': 'Postavke',
};
