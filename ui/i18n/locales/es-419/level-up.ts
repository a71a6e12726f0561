import type { AreaTexts } from '../../area-texts';
import type { levelUpMessagesEn } from '../../../level-up/messages.en';

export const es419LevelUp: AreaTexts<typeof levelUpMessagesEn> = {
  'levelUp.unavailable': 'No se pudo cargar Level Up. Inténtalo de nuevo.',
  'levelUp.manageDialog.resume.text': 'Tu plan volverá a renovarse el {date, date, medium}. Ingresa tu código de acceso para confirmar.',
  'levelUp.manageDialog.billing.text':
    'Este período ya está pagado: el cambio se aplica a partir de tu próxima renovación. Ingresa tu código de acceso para confirmar.',
  'levelUp.checkout.passcode': 'Ingresa tu código de acceso de 6 dígitos para suscribirte',
  'levelUp.checkout.cancelled': 'El pago se canceló. No se cobró nada.',
  'levelUpServer.level_up_benefit_private_desk': 'Un ejecutivo de cuenta personal',
  'levelUp.manage.ends': 'Beneficios hasta',
  'levelUp.manageDialog.cancel.text': 'Conservas tus beneficios hasta el {date, date, medium}. Después, tu plan termina y se aplican las comisiones estándar.',
  'levelUp.checkout.done': 'Te damos la bienvenida a {plan}. Tus beneficios se aplican desde ahora.',
  'levelUp.manageDialog.passcode': 'Ingresa tu código de acceso de 6 dígitos',
};
