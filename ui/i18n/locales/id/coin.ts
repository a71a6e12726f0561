import type { AreaTexts } from '../../area-texts';
import type { coinMessagesEn } from '../../../coin/messages.en';

export const idCoin: AreaTexts<typeof coinMessagesEn> = {
  'coin.title': 'Harga {name}',
  'coin.changeUp': 'Naik {percent} dalam 24 jam',
  'coin.changeDown': 'Turun {percent} dalam 24 jam',
  'coin.changeFlat': 'Tidak berubah dalam 24 jam',
  'coin.live': 'Langsung',
  'coin.delayed': 'Menyambungkan ulang…',
  'coin.favourite': 'Favoritkan {name}',
  'coin.buy': 'Beli {symbol}',
  'coin.sell': 'Jual {symbol}',
  'coin.chart.title': '24 jam terakhir',
  'coin.chart.label': 'Grafik harga {name}, 24 jam terakhir',
  'coin.chart.summary': 'Pembukaan {open}, tertinggi {high}, terendah {low}, saat ini {last}.',
  'coin.chart.unavailable': 'Grafik harga tidak tersedia saat ini.',
  'coin.chart.loading': 'Memuat grafik…',
  'coin.chart.attribution': 'Grafik oleh TradingView',
  'coin.notFound.title': 'Koin tidak ditemukan',
  'coin.notFound.text': 'Kami tidak menemukan koin di alamat ini.',
  'coin.notFound.home': 'Kembali ke Beranda',
  'coin.failed.text': 'Kami tidak dapat memuat koin ini.',
  'coin.failed.retry': 'Coba lagi',
  'coin.backToMarket': 'Kembali ke Pasar',
};
