import type { AreaTexts } from '../../area-texts';
import type { homeMessagesEn } from '../../../home/messages.en';

export const es419Home: AreaTexts<typeof homeMessagesEn> = {
  'home.baskets': 'Tus canastas',
  'home.guide.fund.title': 'Agrega fondos a tu cuenta',
  'home.guide.fund.text': 'Agrega una tarjeta o dinero a tu cuenta de efectivo.',
  'home.guide.fund.action': 'Agregar método de pago',
  'home.guide.buy.locked': 'Primero agrega fondos a tu cuenta.',
  'home.fund.title': 'Agrega fondos a tu cuenta',
  'home.fund.card.title': 'Agregar una tarjeta',
  'home.more.text': 'Compras recurrentes, alertas de precio, staking y más en la app Crypto.',
  'home.kyc.pendingReview.text': 'Estamos revisando la información que nos enviaste para tu cuenta de efectivo. Te avisaremos en cuanto terminemos.',
  'home.kyc.rejected.title': 'No pudimos verificar tu identidad',
  'home.kyc.rejected.text': 'Por ahora no podemos abrir tu cuenta de efectivo. Comunícate con atención al cliente para continuar.',
  'home.kyc.contactSupport': 'Comunícate con atención al cliente',
};
