import type { AreaTexts } from '../../area-texts';
import type { marketMessagesEn } from '../../../market/messages.en';

export const ptBrMarket: AreaTexts<typeof marketMessagesEn> = {
  'market.search.label': 'Buscar moedas',
  'market.search.placeholder': 'Busque por nome ou símbolo',
  'market.category.Favourites': 'Favoritas',
  'market.category.TopGainers': 'Maiores altas',
  'market.category.TopLosers': 'Maiores baixas',
  'market.sort.default': 'Ordem padrão',
  'market.change.up': 'alta de {percent}',
  'market.change.down': 'queda de {percent}',
  'market.change.flat': 'sem variação',
  'market.stale': 'Os preços podem estar desatualizados. Reconectando…',
  'market.empty.favourites.title': 'Nenhuma favorita ainda',
  'market.empty.favourites.hint': 'Selecione a estrela ao lado de uma moeda para salvá-la aqui.',
  'market.empty.search': 'Nenhuma moeda corresponde a “{keyword}”.',
  'market.empty.category': 'No momento, não há moedas nesta lista.',
  'market.page.next': 'Próxima página',
};
