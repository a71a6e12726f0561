import type { AreaTexts } from '../../area-texts';
import type { settingsMessagesEn } from '../../../settings/messages.en';

export const ptBrSettings: AreaTexts<typeof settingsMessagesEn> = {
  'settings.title': 'Configurações',
  'settings.language.label': 'Idioma de exibição',
  'settings.language.saving': 'Salvando…',
  'settings.language.failed': 'Não foi possível salvar seu idioma. Tente novamente.',
  'settings.currency.heading': 'Moeda de pagamento',
  'settings.currency.label': 'Moeda dos preços e pagamentos',
  'settings.currency.loading': 'Carregando as moedas…',
  'settings.currency.loadFailed': 'Não foi possível carregar as moedas. Tente novamente mais tarde.',
  'settings.currency.save': 'Salvar moeda',
  'settings.currency.saving': 'Salvando…',
  'settings.currency.current': 'Atual: {currency}.',
  'settings.currency.failed': 'Não foi possível alterar sua moeda de pagamento. Tente novamente.',
  'settings.signOut.heading': 'Sair',
  'settings.signOut.text': 'Saia da sua conta neste dispositivo. Seu dinheiro continua seguro na sua conta.',
  'settings.signOut.button': 'Sair',
};
