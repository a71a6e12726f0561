import type { AreaTexts } from '../../area-texts';
import type { hubNavMessages } from '../../../hub/hub-nav';

export const hiNav: AreaTexts<typeof hubNavMessages> = {
  'hub.nav.home': 'होम',
  'hub.nav.market': 'मार्केट',
  'hub.nav.account': 'खाते',
  'hub.nav.predict': 'प्रेडिक्ट',
  'hub.nav.staking': 'स्टेकिंग',
  'hub.nav.more': 'और',
  'hub.nav.settings': 'सेटिंग्स',
};
