import type { AreaTexts } from '../../area-texts';
import type { hubNavMessages } from '../../../hub/hub-nav';

export const idNav: AreaTexts<typeof hubNavMessages> = {
  'hub.nav.home': 'Beranda',
  'hub.nav.market': 'Pasar',
  'hub.nav.account': 'Akun',
  'hub.nav.predict': 'Prediksi',
  'hub.nav.staking': 'Staking',
  'hub.nav.more': 'Lainnya',
  'hub.nav.settings': 'Setelan',
};
