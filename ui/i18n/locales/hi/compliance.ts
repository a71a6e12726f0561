import type { AreaTexts } from '../../area-texts';
import type { complianceMessagesEn } from '../../../compliance/messages.en';

export const hiCompliance: AreaTexts<typeof complianceMessagesEn> = {
  'risk.title': 'क्रिप्टो में निवेश करने से पहले',
  'risk.body':
    '{name}, क्रिप्टो एक उच्च जोखिम वाला निवेश है। इसकी कीमत बढ़ भी सकती है और गिर भी सकती है, आप निवेश किया गया पूरा पैसा गँवा सकते हैं, और कुछ गलत होने पर आपको सुरक्षा मिलने की संभावना कम है।',
  'risk.more': 'दो मिनट निकालकर हमारे UK जोखिम सारांश में और जानें',
  'risk.confirm': 'मैंने समझ लिया',
};
