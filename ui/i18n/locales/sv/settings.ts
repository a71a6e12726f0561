import type { AreaTexts } from '../../area-texts';
import type { settingsMessagesEn } from '../../../settings/messages.en';

export const svSettings: AreaTexts<typeof settingsMessagesEn> = {
  'settings.title': 'Inställningar',
  'settings.language.heading': 'Språk',
  'settings.language.label': 'Visningsspråk',
  'settings.language.hint': 'Texter som ännu inte är översatta visas på engelska.',
  'settings.language.apply': 'Använd språk',
  'settings.language.saving': 'Sparar…',
  'settings.language.failed': 'Vi kunde inte spara ditt språk. Försök igen.',
  'settings.currency.heading': 'Betalningsvaluta',
  'settings.currency.label': 'Valuta för priser och betalningar',
  'settings.currency.loading': 'Laddar valutorna…',
  'settings.currency.loadFailed': 'Vi kunde inte läsa in valutorna. Försök igen senare.',
  'settings.currency.save': 'Spara valuta',
  'settings.currency.saving': 'Sparar…',
  'settings.currency.current': 'Nu: {currency}.',
  'settings.currency.failed': 'Vi kunde inte ändra din betalningsvaluta. Försök igen.',
  'settings.signOut.heading': 'Logga ut',
  'settings.signOut.text': 'Logga ut från den här enheten. Dina pengar finns kvar säkert på ditt konto.',
  'settings.signOut.button': 'Logga ut',
};
