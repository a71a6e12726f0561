import type { AreaTexts } from '../../area-texts';
import type { coinMessagesEn } from '../../../coin/messages.en';

export const ptCoin: AreaTexts<typeof coinMessagesEn> = {
  'coin.title': 'Preço de {name}',
  'coin.changeUp': 'Subiu {percent} em 24 horas',
  'coin.changeDown': 'Desceu {percent} em 24 horas',
  'coin.changeFlat': 'Sem alteração em 24 horas',
  'coin.live': 'Em direto',
  'coin.delayed': 'A restabelecer a ligação…',
  'coin.favourite': 'Marcar {name} como favorita',
  'coin.buy': 'Comprar {symbol}',
  'coin.sell': 'Vender {symbol}',
  'coin.chart.title': 'Últimas 24 horas',
  'coin.chart.label': 'Gráfico do preço de {name}, últimas 24 horas',
  'coin.chart.summary': 'Abertura {open}, máximo {high}, mínimo {low}, agora {last}.',
  'coin.chart.unavailable': 'O gráfico de preços não está disponível de momento.',
  'coin.chart.loading': 'A carregar o gráfico…',
  'coin.chart.attribution': 'Gráfico da TradingView',
  'coin.notFound.title': 'Moeda não encontrada',
  'coin.notFound.text': 'Não encontrámos nenhuma moeda neste endereço.',
  'coin.notFound.home': 'Voltar ao início',
  'coin.failed.text': 'Não foi possível carregar esta moeda.',
  'coin.failed.retry': 'Tentar novamente',
  'coin.backToMarket': 'Voltar ao Mercado',
};
