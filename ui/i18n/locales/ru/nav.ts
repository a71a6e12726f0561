import type { AreaTexts } from '../../area-texts';
import type { hubNavMessages } from '../../../hub/hub-nav';

export const ruNav: AreaTexts<typeof hubNavMessages> = {
  'hub.nav.home': 'Главная',
  'hub.nav.market': 'Рынок',
  'hub.nav.account': 'Счета',
  'hub.nav.predict': 'Прогнозы',
  'hub.nav.staking': 'Стейкинг',
  'hub.nav.more': 'Ещё',
  'hub.nav.settings': 'Настройки',
};
