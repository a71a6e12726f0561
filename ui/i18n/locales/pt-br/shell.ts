import type { AreaTexts } from '../../area-texts';
import type { messagesEn } from '../../../i18n/messages.en';

export const ptBrShell: AreaTexts<typeof messagesEn> = {
  'coolingOff.banner.body':
    'Como novo cliente no Reino Unido, você poderá comprar e vender cripto quando terminar seu período de reflexão de 24 horas. Tempo restante:',
  'coolingOff.dialog.timeLeft': 'Você poderá negociar em {time}.',
  'dialog.gotIt': 'Entendi',
  'dialog.checking': 'Verificando sua conta…',
  'restricted.edd.body':
    'Para continuar usando este recurso, precisamos saber um pouco mais sobre você e a origem dos seus recursos (diligência reforçada). Leva cerca de 5 minutos.',
  'restricted.verify.body': 'Termine de verificar sua identidade e de configurar sua conta em dinheiro para comprar e vender cripto.',
  'restricted.where': 'Você pode continuar agora no aplicativo Crypto ou em Contas na web.',
  'restricted.app': 'Continuar no aplicativo',
  'app.loading': 'Carregando…',
  'app.newTab': '(abre em uma nova aba)',
  'login.phone.title': 'Entrar',
  'login.phone.label': 'Número de celular',
  'login.phone.hint': 'Inclua o código do país, por exemplo +55 11 91234 5678.',
  'login.phone.invalid': 'Digite um número de celular com o código do país.',
  'login.otp.title': 'Confirme seu celular',
  'login.otp.label': 'Código de uso único',
  'login.otp.hint': 'Enviamos um código de 6 dígitos para {phone}.',
  'login.passcode.title': 'Digite sua senha de acesso',
  'login.passcode.label': 'Senha de acesso de 6 dígitos',
  'login.passcode.submit': 'Entrar',
  'login.code.incomplete': 'Digite os 6 dígitos.',
  'login.signup.prompt': 'Novo na Crypto?',
  'login.signup.link': 'Criar conta',
  'hub.soon.title': 'Em breve',
  'hub.soon.lead': 'Em breve no aplicativo web',
  'hub.soon.hint': 'Você já pode fazer isso no aplicativo Crypto.',
  'hub.signOut': 'Sair',
  'hub.skipToContent': 'Ir para o conteúdo principal',
};
