import type { AreaTexts } from '../../area-texts';
import type { settingsMessagesEn } from '../../../settings/messages.en';

export const nlSettings: AreaTexts<typeof settingsMessagesEn> = {
  'settings.title': 'Instellingen',
  'settings.language.heading': 'Taal',
  'settings.language.label': 'Weergavetaal',
  'settings.language.hint': 'Teksten die nog niet vertaald zijn, verschijnen in het Engels.',
  'settings.language.apply': 'Taal toepassen',
  'settings.language.saving': 'Opslaan…',
  'settings.language.failed': 'We konden je taal niet opslaan. Probeer het opnieuw.',
  'settings.currency.heading': 'Betaalvaluta',
  'settings.currency.label': 'Valuta voor prijzen en betalingen',
  'settings.currency.loading': 'Valuta’s worden geladen…',
  'settings.currency.loadFailed': 'We konden de valuta’s niet laden. Probeer het later opnieuw.',
  'settings.currency.save': 'Valuta opslaan',
  'settings.currency.saving': 'Bezig met opslaan…',
  'settings.currency.current': 'Nu: {currency}.',
  'settings.currency.failed': 'We konden je betaalvaluta niet wijzigen. Probeer het opnieuw.',
  'settings.signOut.heading': 'Uitloggen',
  'settings.signOut.text': 'Log uit op dit apparaat. Je geld blijft veilig op je account.',
  'settings.signOut.button': 'Uitloggen',
};
