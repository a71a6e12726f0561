import type { AreaTexts } from '../../area-texts';
import type { moreMessagesEn } from '../../../more/messages.en';

export const idMore: AreaTexts<typeof moreMessagesEn> = {
  'more.title': 'Lainnya',
  'more.settings.title': 'Setelan',
  'more.settings.text': 'Bahasa, mata uang pembayaran, dan keluar.',
  'more.settings.link': 'Buka setelan',
  'more.learn.title': 'Belajar',
  'more.learn.text': 'Baru mengenal kripto? Panduan singkat tentang koin, keranjang, harga, dan menjaga keamanan akun Anda.',
  'more.learn.link': 'Baca panduan kripto',
  'more.help.title': 'Bantuan',
  'more.help.text': 'Jawaban atas pertanyaan umum ada di panduan. Hubungi tim dukungan kami lewat chat di aplikasi seluler, kapan saja.',
  'more.app.title': 'Unduh aplikasi',
  'more.app.text': 'Staking, Prediksi, beli berulang, dan chat dukungan tersedia di aplikasi seluler.',
  'more.legal.title': 'Informasi hukum',
  'more.legal.text':
    'Harga kripto naik dan turun, dan Anda dapat kehilangan uang yang Anda tanamkan. Kinerja masa lalu tidak menjamin hasil di masa depan. Tidak ada konten di sini yang merupakan nasihat investasi, pajak, atau hukum.',
  'more.legal.full':
    'Aset kripto bukan alat pembayaran yang sah, tidak dijamin oleh pemerintah, dan tidak dilindungi oleh penjaminan simpanan maupun skema perlindungan investor. Uang di akun tunai Anda disimpan di bank mitra. Biaya, spread, dan batas berlaku serta ditampilkan sebelum Anda mengonfirmasi setiap transaksi.',
  'more.legal.statement': 'Baca pernyataan risiko',
  'guide.title': 'Panduan kripto',
  'guide.lead': 'Lima bacaan singkat sebelum transaksi Anda berikutnya.',
  'guide.coins.title': 'Apa itu koin',
  'guide.coins.text':
    'Koin adalah aset digital yang tercatat di buku besar publik yang disebut blockchain. Bitcoin (BTC) adalah yang pertama; Ethereum (ETH) juga dapat menjalankan program. Setiap koin punya harga sendiri, yang ditentukan oleh pembeli dan penjual di seluruh dunia, sepanjang waktu.',
  'guide.prices.title': 'Bagaimana harga bergerak',
  'guide.prices.text':
    'Harga berubah setiap detik. Harga yang Anda lihat di halaman koin adalah harga langsung; saat membeli atau menjual, Anda mendapat penawaran harga yang berlaku selama 15 detik, sehingga Anda tahu persis berapa yang Anda bayar dan terima sebelum mengonfirmasi.',
  'guide.baskets.title': 'Keranjang',
  'guide.baskets.text':
    'Keranjang membeli beberapa koin sekaligus dengan bobot yang ditetapkan (misalnya 60% BTC dan 40% ETH). Penyeimbangan ulang mengembalikannya ke bobot tersebut setiap minggu, setiap dua minggu, atau setiap bulan; Anda dapat menonaktifkannya. Keranjang Anda beserta penyeimbangan ulangnya ada di halaman Akun.',
  'guide.cash.title': 'Akun tunai Anda',
  'guide.cash.text':
    'Akun tunai menyimpan uang dalam mata uang Anda sendiri. Lakukan deposit melalui transfer bank atau kartu, beli kripto darinya tanpa biaya kartu, dan terima hasil penjualan ke dalamnya. Setiap pergerakan dana tercatat di riwayatnya, yang dapat Anda ekspor sebagai CSV.',
  'guide.safety.title': 'Menjaga keamanan akun Anda',
  'guide.safety.text':
    'Kami tidak pernah meminta kode sandi Anda melalui telepon, email, atau chat. Gunakan kode sandi yang tidak Anda pakai di tempat lain, keluar dari perangkat bersama, dan waspadai siapa pun yang menjanjikan keuntungan pasti: itu penipuan yang paling umum.',
  'guide.statement.title': 'Pernyataan risiko',
  'guide.statement.text':
    'Aset kripto sangat fluktuatif dan dapat kehilangan seluruh nilainya. Aset kripto bukan alat pembayaran yang sah dan tidak dilindungi oleh penjaminan simpanan maupun skema kompensasi investor. Investasikan hanya dana yang siap Anda tanggung kerugiannya, dan pertimbangkan untuk mencari nasihat independen.',
  'guide.back': 'Kembali ke Lainnya',
  'more.help.assistant': 'Tanya asisten kami',
  'more.help.assistantName': 'Tanya asisten kami (terbuka di tab baru)',
  'more.help.assistantText': 'Asisten kami menjawab pertanyaan tentang akun Anda dan aplikasi, siang dan malam.',
};
