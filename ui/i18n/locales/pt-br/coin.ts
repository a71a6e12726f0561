import type { AreaTexts } from '../../area-texts';
import type { coinMessagesEn } from '../../../coin/messages.en';

export const ptBrCoin: AreaTexts<typeof coinMessagesEn> = {
  'coin.changeUp': 'Alta de {percent} em 24 horas',
  'coin.changeDown': 'Queda de {percent} em 24 horas',
  'coin.changeFlat': 'Sem variação em 24 horas',
  'coin.live': 'Ao vivo',
  'coin.delayed': 'Reconectando…',
  'coin.chart.unavailable': 'O gráfico de preço não está disponível no momento.',
  'coin.chart.loading': 'Carregando o gráfico…',
  'coin.notFound.text': 'Não encontramos nenhuma moeda neste endereço.',
};
