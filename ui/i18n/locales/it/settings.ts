import type { AreaTexts } from '../../area-texts';
import type { settingsMessagesEn } from '../../../settings/messages.en';

export const itSettings: AreaTexts<typeof settingsMessagesEn> = {
  'settings.title': 'Impostazioni',
  'settings.language.heading': 'Lingua',
  'settings.language.label': 'Lingua di visualizzazione',
  'settings.language.hint': 'I testi non ancora tradotti vengono mostrati in inglese.',
  'settings.language.apply': 'Applica lingua',
  'settings.language.saving': 'Salvataggio…',
  'settings.language.failed': 'Non è stato possibile salvare la lingua. Riprova.',
  'settings.currency.heading': 'Valuta di pagamento',
  'settings.currency.label': 'Valuta per prezzi e pagamenti',
  'settings.currency.loading': 'Caricamento delle valute…',
  'settings.currency.loadFailed': 'Impossibile caricare le valute. Riprova più tardi.',
  'settings.currency.save': 'Salva valuta',
  'settings.currency.saving': 'Salvataggio…',
  'settings.currency.current': 'Attuale: {currency}.',
  'settings.currency.failed': 'Non è stato possibile cambiare la valuta di pagamento. Riprova.',
  'settings.signOut.heading': 'Esci',
  'settings.signOut.text': 'Esci da questo dispositivo. Il tuo denaro resta al sicuro nel tuo account.',
  'settings.signOut.button': 'Esci',
};
