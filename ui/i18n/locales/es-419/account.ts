import type { AreaTexts } from '../../area-texts';
import type { accountMessagesEn } from '../../../account/messages.en';

export const es419Account: AreaTexts<typeof accountMessagesEn> = {
  'account.total.stale': 'No pudimos actualizar algunas cifras. Puede que no estén al día.',
  'account.baskets.title': 'Canastas',
  'account.baskets.none': 'Aún no tienes canastas. Una canasta compra varias monedas de una vez, con ponderaciones fijas.',
  'account.baskets.rebalancing': 'Rebalanceo',
  'account.baskets.next': 'Próximo rebalanceo',
  'account.baskets.changeRebalancing': 'Cambiar rebalanceo',
  'account.baskets.changeRebalancingOf': 'Cambiar el rebalanceo de {basket}',
  'account.rebalance.title': 'Rebalanceo de {basket}',
  'account.rebalance.description': 'Cada cuánto vuelve la canasta a sus ponderaciones objetivo. “Nunca” desactiva el rebalanceo.',
  'account.baskets.transfer': 'Transferir a billeteras',
  'account.baskets.transferOf': 'Transferir {basket} a tus billeteras',
  'account.baskets.transferring': 'Hay una transferencia en curso desde esta canasta.',
  'account.transfer.description': 'Mueve una parte de cada moneda de la canasta a tus propias billeteras. Las transferencias son gratuitas.',
  'account.transfer.portion': 'Parte a transferir (%)',
  'account.transfer.quick.percent': '{percent}%',
  'account.transfer.quick.percentName': 'Transferir el {percent}%',
  'account.transfer.rejected.above_maximum': 'Puedes transferir como máximo el 100%.',
  'account.transfer.previewing': 'Verificando…',
  'account.transfer.review.lead': 'Vas a mover el {portion}% de la canasta a tus billeteras:',
  'account.transfer.processing': 'Tu transferencia está en camino. Las monedas llegarán a tus billeteras en un momento; puedes cerrar esta ventana.',
  'account.transfer.done.lead': 'Transferencia completada. Estas monedas ya están en tus billeteras:',
};
