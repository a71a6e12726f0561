import type { AreaTexts } from '../../area-texts';
import type { settingsMessagesEn } from '../../../settings/messages.en';

export const frSettings: AreaTexts<typeof settingsMessagesEn> = {
  'settings.title': 'Paramètres',
  'settings.language.heading': 'Langue',
  'settings.language.label': 'Langue d’affichage',
  'settings.language.hint': 'Les textes pas encore traduits s’affichent en anglais.',
  'settings.language.apply': 'Appliquer la langue',
  'settings.language.saving': 'Enregistrement…',
  'settings.language.failed': 'Votre langue n’a pas pu être enregistrée. Veuillez réessayer.',
  'settings.currency.heading': 'Devise de paiement',
  'settings.currency.label': 'Devise des prix et des paiements',
  'settings.currency.loading': 'Chargement des devises…',
  'settings.currency.loadFailed': 'Impossible de charger les devises. Veuillez réessayer plus tard.',
  'settings.currency.save': 'Enregistrer la devise',
  'settings.currency.saving': 'Enregistrement…',
  'settings.currency.current': 'Actuellement : {currency}.',
  'settings.currency.failed': 'Votre devise de paiement n’a pas pu être modifiée. Veuillez réessayer.',
  'settings.signOut.heading': 'Déconnexion',
  'settings.signOut.text': 'Déconnectez-vous de cet appareil. Votre argent reste en sécurité sur votre compte.',
  'settings.signOut.button': 'Se déconnecter',
};
