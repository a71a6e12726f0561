import type { AreaTexts } from '../../area-texts';
import type { messagesEn } from '../../../i18n/messages.en';

export const frCaShell: AreaTexts<typeof messagesEn> = {
  'coolingOff.dialog.timeLeft': 'Vous pourrez effectuer des transactions dans {time}.',
  'login.phone.label': 'Numéro de cellulaire',
  'login.phone.hint': 'Avec l’indicatif du pays, par exemple +1 514 555 0123.',
  'login.phone.invalid': 'Saisissez un numéro de cellulaire avec l’indicatif du pays.',
  'login.otp.title': 'Vérifiez votre cellulaire',
  'login.passkey.unavailable': 'Votre clé d’accès n’a pas pu être utilisée. Connectez-vous plutôt avec votre numéro de cellulaire.',
};
