import type { AreaTexts } from '../../area-texts';
import type { depositMessagesEn } from '../../../deposit/messages.en';

export const es419Deposit: AreaTexts<typeof depositMessagesEn> = {
  'deposit.loadFailed': 'No pudimos cargar los métodos de depósito.',
  'deposit.manual.emailSent': 'Te enviamos los datos por correo. Tu código de verificación es {code}.',
  'deposit.manual.reference': 'Ingresar número de referencia',
  'deposit.manual.reference.lead': '¿Ya enviaste dinero que no ha llegado? Ingresa el número de referencia de tu transferencia.',
  'deposit.reference.title': 'Ingresar número de referencia',
  'deposit.reference.hint': 'De 8 a 12 caracteres, tal como aparece en tu estado de cuenta.',
  'deposit.reference.submitting': 'Verificando…',
  'deposit.status.settled': 'Tu depósito de {amount} llegó.',
  'deposit.status.failed': 'Tu depósito de {amount} falló. No se movió dinero.',
  'deposit.card.amount': 'Monto en {currency}',
  'deposit.card.quick': 'Montos rápidos',
  'deposit.card.confirm.amount': 'Monto',
  'deposit.card.confirm.fee': 'Comisión ({percent}%)',
  'deposit.card.passcode.label': 'Ingresa tu código de acceso de 6 dígitos',
  'deposit.card.success': 'Recarga de {amount} completada: {receivable} ya está en tu cuenta de efectivo.',
  'deposit.card.error': 'La recarga falló. No se cobró nada.',
  'deposit.pull.empty.step2': 'Inicia un depósito por el monto que elijas.',
  'deposit.pull.empty.step3': 'El dinero se acredita en tu cuenta de efectivo.',
  'deposit.pull.loadFailed': 'No pudimos cargar tus cuentas bancarias.',
  'deposit.pull.success': 'Tu depósito de {amount} está en camino. Se acreditará en tu cuenta de efectivo en breve.',
  'deposit.pull.settled': 'Tu depósito de {amount} llegó.',
};
