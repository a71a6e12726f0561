import type { AreaTexts } from '../../area-texts';
import type { complianceMessagesEn } from '../../../compliance/messages.en';

export const elCompliance: AreaTexts<typeof complianceMessagesEn> = {
  'risk.title': 'Πριν επενδύσετε σε κρύπτο',
  'risk.body':
    '{name}, τα κρύπτο είναι επένδυση υψηλού κινδύνου. Η τιμή τους μπορεί να πέσει αλλά και να ανέβει, μπορεί να χάσετε όλα τα χρήματα που επενδύετε και είναι απίθανο να προστατευτείτε αν κάτι πάει στραβά.',
  'risk.more': 'Αφιερώστε δύο λεπτά για να μάθετε περισσότερα στη σύνοψη κινδύνων μας για το Ηνωμένο Βασίλειο',
  'risk.confirm': 'Κατανοώ',
};
