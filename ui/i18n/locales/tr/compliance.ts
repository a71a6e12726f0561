import type { AreaTexts } from '../../area-texts';
import type { complianceMessagesEn } from '../../../compliance/messages.en';

export const trCompliance: AreaTexts<typeof complianceMessagesEn> = {
  'risk.title': 'Kriptoya yatırım yapmadan önce',
  'risk.body':
    '{name}, kripto yüksek riskli bir yatırımdır. Fiyatı yükselebileceği gibi düşebilir de; yatırdığınız paranın tamamını kaybedebilirsiniz ve bir sorun çıkarsa büyük olasılıkla korunmazsınız.',
  'risk.more': 'Birleşik Krallık risk özetimizde daha fazlasını öğrenmek için iki dakikanızı ayırın',
  'risk.confirm': 'Anladım',
};
