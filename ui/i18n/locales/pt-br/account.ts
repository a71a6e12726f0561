import type { AreaTexts } from '../../area-texts';
import type { accountMessagesEn } from '../../../account/messages.en';

export const ptBrAccount: AreaTexts<typeof accountMessagesEn> = {
  'account.lead': 'Tudo o que você tem, em um só lugar. O total é a soma das partes abaixo.',
  'account.total.stale': 'Não foi possível atualizar alguns valores. Eles podem estar desatualizados.',
  'account.cash.title': 'Contas em dinheiro',
  'account.cash.none': 'Você ainda não tem conta em dinheiro.',
  'account.cash.name': 'Conta em dinheiro em {currency}',
  'account.cash.state.other': 'Configuração pendente',
  'account.cash.depositTo': 'Depositar na conta em dinheiro em {currency}',
  'account.cash.setupOf': 'Configurar a conta em dinheiro em {currency}',
  'account.cash.historyOf': 'Histórico da conta em dinheiro em {currency}',
  'account.coins.none': 'Você ainda não tem moedas. Compre sua primeira cripto com o botão Comprar.',
  'account.baskets.title': 'Cestas',
  'account.baskets.none': 'Você ainda não tem cestas. Uma cesta compra várias moedas de uma vez, com pesos definidos.',
  'account.baskets.buyMoreOf': 'Comprar mais {basket}',
  'account.rebalance.description': 'Com que frequência a cesta volta aos pesos-alvo. “Nunca” desativa o rebalanceamento.',
  'account.rebalance.save': 'Salvar',
  'account.rebalance.saving': 'Salvando…',
};
