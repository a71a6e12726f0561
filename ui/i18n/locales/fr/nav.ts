import type { AreaTexts } from '../../area-texts';
import type { hubNavMessages } from '../../../hub/hub-nav';

export const frNav: AreaTexts<typeof hubNavMessages> = {
  'hub.nav.home': 'Accueil',
  'hub.nav.market': 'Marché',
  'hub.nav.account': 'Comptes',
  'hub.nav.predict': 'Prédictions',
  'hub.nav.staking': 'Staking',
  'hub.nav.more': 'Plus',
  'hub.nav.settings': 'Paramètres',
};
