import type { AreaTexts } from '../../area-texts';
import type { paymentsMessagesEn } from '../../../payments/messages.en';

export const hiPayments: AreaTexts<typeof paymentsMessagesEn> = {
  'payments.cardForm.title': 'कार्ड जोड़ें',
  'payments.cardForm.frame': 'पेमेंट गेटवे का कार्ड फ़ॉर्म',
  'payments.cardForm.starting': 'कार्ड फ़ॉर्म खुल रहा है…',
  'payments.cardForm.checking': 'आपका कार्ड जाँचा जा रहा है…',
  'payments.cardForm.unavailable': 'यहाँ कार्ड नहीं जोड़ा जा सकता। आप इसे Crypto ऐप में जोड़ सकते हैं।',
  'payments.cardForm.retry': 'फिर से कोशिश करें',
  'payments.frame.title': 'अपने भुगतान की पुष्टि करें',
  'payments.frame.page': 'आपके बैंक का भुगतान पेज',
};
