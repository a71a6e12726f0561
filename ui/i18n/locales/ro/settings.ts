import type { AreaTexts } from '../../area-texts';
import type { settingsMessagesEn } from '../../../settings/messages.en';

export const roSettings: AreaTexts<typeof settingsMessagesEn> = {
  'settings.title': 'Setări',
  'settings.language.heading': 'Limbă',
  'settings.language.label': 'Limba de afișare',
  'settings.language.hint': 'Textele netraduse încă apar în engleză.',
  'settings.language.apply': 'Aplică limba',
  'settings.language.saving': 'Se salvează…',
  'settings.language.failed': 'Nu am putut salva limba. Încearcă din nou.',
  'settings.currency.heading': 'Valuta de plată',
  'settings.currency.label': 'Valuta pentru prețuri și plăți',
  'settings.currency.loading': 'Se încarcă valutele…',
  'settings.currency.loadFailed': 'Nu am putut încărca valutele. Încearcă din nou mai târziu.',
  'settings.currency.save': 'Salvează valuta',
  'settings.currency.saving': 'Se salvează…',
  'settings.currency.current': 'Acum {currency}.',
  'settings.currency.failed': 'Nu am putut schimba valuta de plată. Încearcă din nou.',
  'settings.signOut.heading': 'Deconectare',
  'settings.signOut.text': 'Deconectează-te de pe acest dispozitiv. Banii tăi rămân în siguranță în cont.',
  'settings.signOut.button': 'Deconectează-te',
};
