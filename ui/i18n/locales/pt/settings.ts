import type { AreaTexts } from '../../area-texts';
import type { settingsMessagesEn } from '../../../settings/messages.en';

export const ptSettings: AreaTexts<typeof settingsMessagesEn> = {
  'settings.title': 'Definições',
  'settings.language.heading': 'Idioma',
  'settings.language.label': 'Idioma de apresentação',
  'settings.language.hint': 'Os textos ainda não traduzidos aparecem em inglês.',
  'settings.language.apply': 'Aplicar idioma',
  'settings.language.saving': 'A guardar…',
  'settings.language.failed': 'Não foi possível guardar o seu idioma. Tente novamente.',
  'settings.currency.heading': 'Moeda de pagamento',
  'settings.currency.label': 'Moeda dos preços e dos pagamentos',
  'settings.currency.loading': 'A carregar as moedas…',
  'settings.currency.loadFailed': 'Não foi possível carregar as moedas. Tente novamente mais tarde.',
  'settings.currency.save': 'Guardar moeda',
  'settings.currency.saving': 'A guardar…',
  'settings.currency.current': 'Atual: {currency}.',
  'settings.currency.failed': 'Não foi possível alterar a sua moeda de pagamento. Tente novamente.',
  'settings.signOut.heading': 'Terminar sessão',
  'settings.signOut.text': 'Termine a sessão neste dispositivo. O seu dinheiro continua seguro na sua conta.',
  'settings.signOut.button': 'Terminar sessão',
};
