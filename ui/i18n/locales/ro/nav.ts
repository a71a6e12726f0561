import type { AreaTexts } from '../../area-texts';
import type { hubNavMessages } from '../../../hub/hub-nav';

export const roNav: AreaTexts<typeof hubNavMessages> = {
  'hub.nav.home': 'Acasă',
  'hub.nav.market': 'Piață',
  'hub.nav.account': 'Conturi',
  'hub.nav.predict': 'Predict',
  'hub.nav.staking': 'Staking',
  'hub.nav.more': 'Mai mult',
  'hub.nav.settings': 'Setări',
};
