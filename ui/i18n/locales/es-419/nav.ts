import type { AreaTexts } from '../../area-texts';
import type { hubNavMessages } from '../../../hub/hub-nav';

export const es419Nav: AreaTexts<typeof hubNavMessages> = {
  'hub.nav.settings': 'Configuración',
};
