import type { AreaTexts } from '../../area-texts';
import type { downloadMessagesEn } from '../../../download/messages.en';

export const hiDownload: AreaTexts<typeof downloadMessagesEn> = {
  'download.open': 'ऐप पाएँ',
  'download.title': 'Crypto ऐप पाएँ',
  'download.lead': 'चलते-फिरते क्रिप्टो खरीदें, बेचें और मैनेज करें, उन सभी सुविधाओं के साथ जो वेब ऐप में अभी नहीं हैं।',
  'download.button': 'ऐप डाउनलोड करें',
  'download.scan': 'खोलने के लिए स्कैन करें',
  'download.scanHint': 'ऐप डाउनलोड करने के लिए अपने फ़ोन का कैमरा इस कोड पर रखें।',
  'download.qr': 'Crypto ऐप डाउनलोड करने का QR कोड',
  'download.link': 'या डाउनलोड पेज खोलें',
};
