import type { AreaTexts } from '../../area-texts';
import type { settingsMessagesEn } from '../../../settings/messages.en';

export const hrSettings: AreaTexts<typeof settingsMessagesEn> = {
  'settings.title': 'Postavke',
  'settings.language.heading': 'Jezik',
  'settings.language.label': 'Jezik prikaza',
  'settings.language.hint': 'Tekstovi koji još nisu prevedeni prikazuju se na engleskom.',
  'settings.language.apply': 'Primijeni jezik',
  'settings.language.saving': 'Spremanje…',
  'settings.language.failed': 'Nismo mogli spremiti jezik. Pokušaj ponovno.',
  'settings.currency.heading': 'Valuta plaćanja',
  'settings.currency.label': 'Valuta za cijene i plaćanja',
  'settings.currency.loading': 'Učitavanje valuta…',
  'settings.currency.loadFailed': 'Nismo mogli učitati valute. Pokušaj ponovno kasnije.',
  'settings.currency.save': 'Spremi valutu',
  'settings.currency.saving': 'Spremanje…',
  'settings.currency.current': 'Trenutačno {currency}.',
  'settings.currency.failed': 'Nismo mogli promijeniti valutu plaćanja. Pokušaj ponovno.',
  'settings.signOut.heading': 'Odjava',
  'settings.signOut.text': 'Odjavi se s ovog uređaja. Tvoj novac ostaje siguran na tvom računu.',
  'settings.signOut.button': 'Odjavi se',
};
