import type { AreaTexts } from '../../area-texts';
import type { hubNavMessages } from '../../../hub/hub-nav';

export const viNav: AreaTexts<typeof hubNavMessages> = {
  'hub.nav.home': 'Trang chủ',
  'hub.nav.market': 'Thị trường',
  'hub.nav.account': 'Tài khoản',
  'hub.nav.predict': 'Dự đoán',
  'hub.nav.staking': 'Staking',
  'hub.nav.more': 'Thêm',
  'hub.nav.settings': 'Cài đặt',
};
