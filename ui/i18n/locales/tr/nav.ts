import type { AreaTexts } from '../../area-texts';
import type { hubNavMessages } from '../../../hub/hub-nav';

export const trNav: AreaTexts<typeof hubNavMessages> = {
  'hub.nav.home': 'Ana sayfa',
  'hub.nav.market': 'Piyasa',
  'hub.nav.account': 'Hesaplar',
  'hub.nav.predict': 'Tahmin',
  'hub.nav.staking': 'Staking',
  'hub.nav.more': 'Daha fazla',
  'hub.nav.settings': 'Ayarlar',
};
