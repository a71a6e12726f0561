import type { AreaTexts } from '../../area-texts';
import type { tradeMessagesEn } from '../../../trade/messages.en';

export const idTrade: AreaTexts<typeof tradeMessagesEn> = {
  'trade.title': 'Trading',
  'trade.tab.buy': 'Beli',
  'trade.tab.sell': 'Jual',
  'trade.tabs': 'Beli atau jual',
  'trade.orderType.title': 'Jenis order',
  'trade.orderType.trigger': 'Jenis order: {type}',
  'trade.orderType.one_time': 'Beli sekali',
  'trade.orderType.recurring': 'Beli berulang',
  'trade.orderType.target_price': 'Harga target',
  'trade.orderType.market': 'Order pasar',
  'trade.orderType.appOnly': 'Hanya di aplikasi',
  'trade.prime.badge': 'Kurs Prime',
  'trade.prime.tooltip': 'Sebagai anggota Prime, Anda bertransaksi dengan kurs Prime, dengan harga lebih baik untuk setiap pembelian dan penjualan.',
  'confirm.title': 'Konfirmasi {title}',
  'confirm.countdown': 'Harga diperbarui dalam {seconds, plural, other {# detik}}',
  'confirm.refreshing': 'Memperbarui harga…',
  'confirm.submit': 'Konfirmasi',
  'confirm.submitting': 'Mengonfirmasi…',
  'confirm.cancel': 'Batal',
};
