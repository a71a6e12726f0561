import type { AreaTexts } from '../../area-texts';
import type { historyMessagesEn } from '../../../history/messages.en';

export const ptBrHistory: AreaTexts<typeof historyMessagesEn> = {
  'history.title.fiat': 'Histórico da conta em dinheiro em {wallet}',
  'history.title.basket': 'Histórico da cesta',
  'history.back': 'Voltar para Contas',
  'history.empty': 'Nenhuma transação ainda.',
  'history.next.short': 'Próxima',
  'history.next': 'Próxima página',
  'history.detail.status': 'Status',
  'history.detail.nature': 'Tipo de movimento',
  'history.detail.amount': 'Valor',
  'history.detail.native': 'Valor original',
  'history.detail.fee': 'Taxa',
  'history.detail.loading': 'Carregando os detalhes…',
  'history.detail.failed': 'Não foi possível carregar os detalhes. A lista mostra o que sabemos.',
};
