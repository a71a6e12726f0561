import type { AreaTexts } from '../../area-texts';
import type { moreMessagesEn } from '../../../more/messages.en';

export const ptMore: AreaTexts<typeof moreMessagesEn> = {
  'more.title': 'Mais',
  'more.settings.title': 'Definições',
  'more.settings.text': 'Idioma, moeda de pagamento e terminar sessão.',
  'more.settings.link': 'Abrir as definições',
  'more.learn.title': 'Aprender',
  'more.learn.text': 'É novo nas cripto? Um guia breve sobre moedas, cabazes, preços e como manter a sua conta segura.',
  'more.learn.link': 'Ler o guia de cripto',
  'more.help.title': 'Ajuda',
  'more.help.text':
    'As respostas às perguntas frequentes estão no guia. Fale com a nossa equipa de apoio ao cliente por chat na aplicação móvel, a qualquer hora.',
  'more.app.title': 'Obter a aplicação',
  'more.app.text': 'Staking, Previsões, compras recorrentes e o chat de apoio estão na aplicação móvel.',
  'more.legal.title': 'Informação legal',
  'more.legal.text':
    'Os preços das cripto sobem e descem, e pode perder o dinheiro que investir. Os resultados passados não garantem resultados futuros. Nada aqui constitui aconselhamento de investimento, fiscal ou jurídico.',
  'more.legal.full':
    'Os criptoativos não têm curso legal, não são garantidos por nenhum governo e não estão cobertos pelo fundo de garantia de depósitos nem por sistemas de proteção de investidores. O dinheiro da sua conta de dinheiro é detido junto de bancos parceiros. Aplicam-se comissões, spreads e limites, que são apresentados antes de confirmar qualquer transação.',
  'more.legal.statement': 'Ler a declaração de riscos',
  'guide.title': 'Guia de cripto',
  'guide.lead': 'Cinco leituras breves antes da sua próxima transação.',
  'guide.coins.title': 'O que é uma moeda',
  'guide.coins.text':
    'Uma moeda é um ativo digital registado num livro-razão público chamado blockchain. A Bitcoin (BTC) foi a primeira; a Ethereum (ETH) também executa programas. Cada moeda tem o seu próprio preço, definido por compradores e vendedores de todo o mundo, a qualquer hora.',
  'guide.prices.title': 'Como os preços variam',
  'guide.prices.text':
    'Os preços mudam a cada segundo. O preço que vê na página de uma moeda é em tempo real; quando compra ou vende, recebe uma cotação válida durante 15 segundos, para saber exatamente o que paga e recebe antes de confirmar.',
  'guide.baskets.title': 'Cabazes',
  'guide.baskets.text':
    'Um cabaz compra várias moedas de uma só vez, com ponderações fixas (por exemplo, 60% BTC e 40% ETH). O rebalanceamento repõe essas ponderações semanalmente, de duas em duas semanas ou mensalmente; pode desativá-lo. Os seus cabazes e o respetivo rebalanceamento estão na página Contas.',
  'guide.cash.title': 'A sua conta de dinheiro',
  'guide.cash.text':
    'A sua conta de dinheiro guarda dinheiro na sua própria moeda. Deposite por transferência bancária ou cartão, compre cripto a partir dela sem comissões de cartão e receba nela o dinheiro das vendas. Cada movimento fica no histórico, que pode exportar em CSV.',
  'guide.safety.title': 'Manter a sua conta segura',
  'guide.safety.text':
    'Nunca lhe pedimos o código de acesso por telefone, email ou chat. Utilize um código de acesso que não use em mais nenhum lado, termine a sessão em dispositivos partilhados e desconfie de quem prometa rendimentos garantidos: é a burla mais comum.',
  'guide.statement.title': 'Declaração de riscos',
  'guide.statement.text':
    'Os criptoativos são muito voláteis e podem perder todo o seu valor. Não têm curso legal e não estão protegidos pelo fundo de garantia de depósitos nem por sistemas de indemnização dos investidores. Invista apenas o que pode dar-se ao luxo de perder e considere procurar aconselhamento independente.',
  'guide.back': 'Voltar a Mais',
  'more.help.assistant': 'Pergunte ao nosso assistente',
  'more.help.assistantName': 'Pergunte ao nosso assistente (abre num novo separador)',
  'more.help.assistantText': 'O nosso assistente responde a perguntas sobre a sua conta e a aplicação, de dia e de noite.',
};
