import type { AreaTexts } from '../../area-texts';
import type { coinMessagesEn } from '../../../coin/messages.en';

export const trCoin: AreaTexts<typeof coinMessagesEn> = {
  'coin.title': '{name} fiyatı',
  'coin.changeUp': '24 saatte {percent} yükseldi',
  'coin.changeDown': '24 saatte {percent} düştü',
  'coin.changeFlat': '24 saatte değişmedi',
  'coin.live': 'Canlı',
  'coin.delayed': 'Yeniden bağlanıyor…',
  'coin.favourite': 'Favori: {name}',
  'coin.buy': '{symbol} al',
  'coin.sell': '{symbol} sat',
  'coin.chart.title': 'Son 24 saat',
  'coin.chart.label': '{name} fiyat grafiği, son 24 saat',
  'coin.chart.summary': 'Açılış {open}, en yüksek {high}, en düşük {low}, şu an {last}.',
  'coin.chart.unavailable': 'Fiyat grafiği şu anda kullanılamıyor.',
  'coin.chart.loading': 'Grafik yükleniyor…',
  'coin.chart.attribution': 'Grafik: TradingView',
  'coin.notFound.title': 'Coin bulunamadı',
  'coin.notFound.text': 'Bu adreste bir coin bulamadık.',
  'coin.notFound.home': 'Ana sayfaya dön',
  'coin.failed.text': 'Bu coin yüklenemedi.',
  'coin.failed.retry': 'Tekrar dene',
  'coin.backToMarket': 'Piyasaya dön',
};
