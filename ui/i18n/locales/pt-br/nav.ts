import type { AreaTexts } from '../../area-texts';
import type { hubNavMessages } from '../../../hub/hub-nav';

export const ptBrNav: AreaTexts<typeof hubNavMessages> = {
  'hub.nav.home': 'Início',
  'hub.nav.settings': 'Configurações',
};
