import type { AreaTexts } from '../../area-texts';
import type { hubNavMessages } from '../../../hub/hub-nav';

export const ptNav: AreaTexts<typeof hubNavMessages> = {
  'hub.nav.home': 'Início',
  'hub.nav.market': 'Mercado',
  'hub.nav.account': 'Contas',
  'hub.nav.predict': 'Previsões',
  'hub.nav.staking': 'Staking',
  'hub.nav.more': 'Mais',
  'hub.nav.settings': 'Definições',
};
