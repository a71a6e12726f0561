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
};
