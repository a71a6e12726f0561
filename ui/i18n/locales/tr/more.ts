import type { AreaTexts } from '../../area-texts';
import type { moreMessagesEn } from '../../../more/messages.en';

export const trMore: AreaTexts<typeof moreMessagesEn> = {
  'more.title': 'Daha fazla',
  'more.settings.title': 'Ayarlar',
  'more.settings.text': 'Dil, ödeme para birimi ve çıkış.',
  'more.settings.link': 'Ayarları aç',
  'more.learn.title': 'Öğrenin',
  'more.learn.text': 'Kriptoda yeni misiniz? Coinler, sepetler, fiyatlar ve hesabınızı güvende tutma hakkında kısa bir rehber.',
  'more.learn.link': 'Kripto rehberini okuyun',
  'more.help.title': 'Yardım',
  'more.help.text': 'Sık sorulan soruların yanıtları rehberde. Destek ekibimizle mobil uygulamadan dilediğiniz zaman yazışabilirsiniz.',
  'more.app.title': 'Uygulamayı indirin',
  'more.app.text': 'Staking, Tahmin, düzenli alımlar ve destek sohbeti mobil uygulamada.',
  'more.legal.title': 'Yasal',
  'more.legal.text':
    'Kripto fiyatları yükselir ve düşer; yatırdığınız parayı kaybedebilirsiniz. Geçmiş performans gelecekteki sonuçları garanti etmez. Buradaki hiçbir şey yatırım, vergi veya hukuki tavsiye değildir.',
  'more.legal.full':
    'Kripto varlıklar yasal ödeme aracı değildir, bir devlet tarafından desteklenmez ve mevduat sigortası ya da yatırımcı koruma programları kapsamında değildir. Nakit hesabınızdaki para ortak bankalarda tutulur. Ücretler, alış-satış farkları ve limitler uygulanır; bunlar herhangi bir işlemi onaylamadan önce gösterilir.',
  'more.legal.statement': 'Risk bildirimini okuyun',
  'guide.title': 'Kripto rehberi',
  'guide.lead': 'Bir sonraki işleminizden önce beş kısa yazı.',
  'guide.coins.title': 'Coin nedir',
  'guide.coins.text':
    'Coin, blokzincir adı verilen herkese açık bir kayıt defterinde tutulan dijital bir varlıktır. İlk coin Bitcoin’dir (BTC); Ethereum (ETH) ise programlar da çalıştırır. Her coinin kendi fiyatı vardır; bu fiyatı dünyanın dört bir yanındaki alıcılar ve satıcılar günün her saatinde belirler.',
  'guide.prices.title': 'Fiyatlar nasıl değişir',
  'guide.prices.text':
    'Fiyatlar her saniye değişir. Bir coin sayfasında gördüğünüz fiyat canlıdır; alım ya da satım yaptığınızda 15 saniye geçerli bir fiyat teklifi alırsınız, böylece onaylamadan önce ne ödeyeceğinizi ve ne alacağınızı tam olarak bilirsiniz.',
  'guide.baskets.title': 'Sepetler',
  'guide.baskets.text':
    'Bir sepet, belirlenmiş ağırlıklarla (örneğin %60 BTC ve %40 ETH) birkaç coini tek seferde alır. Yeniden dengeleme, sepeti haftalık, iki haftada bir ya da aylık olarak bu ağırlıklara geri getirir; bunu kapatabilirsiniz. Sepetleriniz ve yeniden dengeleme ayarları Hesaplar sayfasındadır.',
  'guide.cash.title': 'Nakit hesabınız',
  'guide.cash.text':
    'Nakit hesabınız kendi para biriminizde para tutar. Banka havalesi veya kartla para yatırın, kart ücreti ödemeden bu hesapla kripto alın ve satışlarınızdan gelen parayı bu hesaba alın. Her hareket, CSV olarak dışa aktarabileceğiniz geçmişte yer alır.',
  'guide.safety.title': 'Hesabınızı güvende tutun',
  'guide.safety.text':
    'Şifrenizi asla telefon, e-posta veya sohbet yoluyla sormayız. Başka hiçbir yerde kullanmadığınız bir şifre seçin, ortak cihazlarda oturumu kapatın ve garantili kazanç vaat eden herkese karşı dikkatli olun: en yaygın dolandırıcılık budur.',
  'guide.statement.title': 'Risk bildirimi',
  'guide.statement.text':
    'Kripto varlıklar son derece oynaktır ve tüm değerlerini kaybedebilir. Yasal ödeme aracı değildir; mevduat sigortası veya yatırımcı tazmin programlarıyla korunmaz. Yalnızca kaybetmeyi göze alabileceğiniz kadar yatırım yapın ve bağımsız danışmanlık almayı düşünün.',
  'guide.back': 'Daha fazla sayfasına dön',
  'more.help.assistant': 'Asistana sor',
  'more.help.assistantName': 'Asistana sor (yeni sekmede açılır)',
  'more.help.assistantText': 'Asistanımız hesabınız ve uygulama hakkındaki sorularınızı gece gündüz yanıtlar.',
};
