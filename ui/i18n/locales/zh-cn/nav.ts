import type { AreaTexts } from '../../area-texts';
import type { hubNavMessages } from '../../../hub/hub-nav';

export const zhCnNav: AreaTexts<typeof hubNavMessages> = {
  'hub.nav.home': '首页',
  'hub.nav.market': '市场',
  'hub.nav.account': '账户',
  'hub.nav.predict': '预测',
  'hub.nav.staking': '质押',
  'hub.nav.more': '更多',
  'hub.nav.settings': '设置',
};
