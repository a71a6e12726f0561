import type { AreaTexts } from '../../area-texts';
import type { hubNavMessages } from '../../../hub/hub-nav';

export const esNav: AreaTexts<typeof hubNavMessages> = {
  'hub.nav.home': 'Inicio',
  'hub.nav.market': 'Mercado',
  'hub.nav.account': 'Cuentas',
  'hub.nav.predict': 'Predicciones',
  'hub.nav.staking': 'Staking',
  'hub.nav.more': 'Más',
  'hub.nav.settings': 'Ajustes',
};
