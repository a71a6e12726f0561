import type { AreaTexts } from '../../area-texts';
import type { selectorMessagesEn } from '../../../trade/asset-selector/messages.en';

export const ptBrSelector: AreaTexts<typeof selectorMessagesEn> = {
  'selector.search': 'Buscar moedas e cestas',
  'selector.search.placeholder': 'Buscar',
  'selector.kind.baskets': 'Cestas',
  'selector.screener.for_you': 'Para você',
  'selector.screener.top_gainers': 'Maiores altas',
  'selector.screener.top_losers': 'Maiores baixas',
  'selector.list.baskets': 'Cestas',
  'selector.results': 'Resultados da busca',
  'selector.resultCount': '{count, plural, =0 {Nenhum resultado} one {# resultado} other {# resultados}}',
  'selector.noResults': 'Nenhum resultado para “{query}”. Confira a ortografia ou tente outro nome ou símbolo.',
  'selector.empty.favourites': 'Você ainda não tem moedas favoritas. Marque uma moeda com estrela no mercado para vê-la aqui.',
  'selector.empty.baskets': 'Não há cestas para mostrar.',
  'selector.empty.heldCoins': 'Você não tem moedas para vender.',
  'selector.empty.ownedBaskets': 'Você não tem cestas para vender.',
  'selector.loading': 'Carregando…',
  'selector.basket.unavailable': 'Indisponível para compra',
};
