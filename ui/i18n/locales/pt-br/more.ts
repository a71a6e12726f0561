import type { AreaTexts } from '../../area-texts';
import type { moreMessagesEn } from '../../../more/messages.en';

export const ptBrMore: AreaTexts<typeof moreMessagesEn> = {
  'more.settings.title': 'Configurações',
  'more.settings.text': 'Idioma, moeda de pagamento e saída da conta.',
  'more.settings.link': 'Abrir as configurações',
  'more.learn.text': 'É novo em cripto? Um guia rápido sobre moedas, cestas, preços e como manter sua conta segura.',
  'more.help.text': 'As respostas para as dúvidas mais comuns estão no guia. Converse com nossa equipe de suporte pelo chat do aplicativo, a qualquer hora.',
  'more.app.title': 'Baixe o aplicativo',
  'more.app.text': 'Staking, Previsões, compras recorrentes e o chat de suporte estão no aplicativo.',
  'more.legal.title': 'Informações legais',
  'more.legal.text':
    'Os preços das criptos sobem e descem, e você pode perder o dinheiro que investir. Rentabilidade passada não é garantia de rentabilidade futura. Nada aqui é recomendação de investimento, tributária ou jurídica.',
  'more.legal.full':
    'Criptoativos não têm curso legal, não são garantidos por nenhum governo e não têm cobertura de fundos garantidores de depósitos nem de mecanismos de proteção ao investidor. O dinheiro da sua conta em dinheiro fica em bancos parceiros. Há taxas, spreads e limites, que são mostrados antes de você confirmar qualquer negociação.',
  'guide.lead': 'Cinco leituras rápidas antes da sua próxima negociação.',
  'guide.coins.text':
    'Uma moeda é um ativo digital registrado em um livro-razão público chamado blockchain. O Bitcoin (BTC) foi o primeiro; o Ethereum (ETH) também executa programas. Cada moeda tem seu próprio preço, definido por compradores e vendedores do mundo todo, 24 horas por dia.',
  'guide.prices.text':
    'Os preços mudam a cada segundo. O preço que você vê na página de uma moeda é em tempo real; quando você compra ou vende, recebe uma cotação válida por 15 segundos, para saber exatamente o que paga e recebe antes de confirmar.',
  'guide.baskets.title': 'Cestas',
  'guide.baskets.text':
    'Uma cesta compra várias moedas de uma vez, com pesos definidos (por exemplo, 60% BTC e 40% ETH). O rebalanceamento traz a cesta de volta a esses pesos toda semana, a cada duas semanas ou todo mês; você pode desativá-lo. Suas cestas e o rebalanceamento delas ficam na página Contas.',
  'guide.cash.title': 'Sua conta em dinheiro',
  'guide.cash.text':
    'Sua conta em dinheiro guarda dinheiro na sua própria moeda. Deposite por transferência bancária ou cartão, compre cripto com ela sem taxas de cartão e receba nela o dinheiro das vendas. Cada movimentação fica no histórico, que você pode exportar em CSV.',
  'guide.safety.title': 'Como manter sua conta segura',
  'guide.safety.text':
    'Nunca pedimos sua senha de acesso por telefone, e-mail ou chat. Use uma senha de acesso que você não usa em nenhum outro lugar, saia da conta em dispositivos compartilhados e desconfie de quem promete retorno garantido: é o golpe mais comum.',
  'guide.statement.text':
    'Criptoativos são muito voláteis e podem perder todo o seu valor. Não têm curso legal e não são protegidos por fundos garantidores de depósitos nem por mecanismos de ressarcimento a investidores. Invista apenas o que você pode perder e considere buscar uma orientação independente.',
  'guide.back': 'Voltar para Mais',
  'more.help.assistantName': 'Pergunte ao nosso assistente (abre em uma nova aba)',
  'more.help.assistantText': 'Nosso assistente responde a perguntas sobre sua conta e o aplicativo, dia e noite.',
};
