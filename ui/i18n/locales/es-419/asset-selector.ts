import type { AreaTexts } from '../../area-texts';
import type { selectorMessagesEn } from '../../../trade/asset-selector/messages.en';

export const es419Selector: AreaTexts<typeof selectorMessagesEn> = {
  'selector.search': 'Buscar monedas y canastas',
  'selector.kind.baskets': 'Canastas',
  'selector.list.baskets': 'Canastas',
  'selector.noResults': 'No hay resultados para “{query}”. Revisa la ortografía o prueba con otro nombre o símbolo.',
  'selector.empty.baskets': 'No hay canastas para mostrar.',
  'selector.empty.ownedBaskets': 'No tienes canastas para vender.',
  'selector.failed': 'No pudimos cargar esta lista.',
};
