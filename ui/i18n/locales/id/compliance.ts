import type { AreaTexts } from '../../area-texts';
import type { complianceMessagesEn } from '../../../compliance/messages.en';

export const idCompliance: AreaTexts<typeof complianceMessagesEn> = {
  'risk.title': 'Sebelum Anda berinvestasi di kripto',
  'risk.body':
    '{name}, kripto adalah investasi berisiko tinggi. Harganya dapat turun maupun naik, Anda dapat kehilangan seluruh uang yang Anda investasikan, dan kemungkinan besar Anda tidak terlindungi jika terjadi masalah.',
  'risk.more': 'Luangkan dua menit untuk mempelajari lebih lanjut di ringkasan risiko Inggris kami',
  'risk.confirm': 'Saya mengerti',
};
