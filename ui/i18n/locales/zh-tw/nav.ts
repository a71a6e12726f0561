import type { AreaTexts } from '../../area-texts';
import type { hubNavMessages } from '../../../hub/hub-nav';

export const zhTwNav: AreaTexts<typeof hubNavMessages> = {
  'hub.nav.home': '首頁',
  'hub.nav.market': '行情',
  'hub.nav.account': '帳戶',
  'hub.nav.predict': '預測',
  'hub.nav.staking': '質押',
  'hub.nav.more': '更多',
  'hub.nav.settings': '設定',
};
