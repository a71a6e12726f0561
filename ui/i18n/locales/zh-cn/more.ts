import type { AreaTexts } from '../../area-texts';
import type { moreMessagesEn } from '../../../more/messages.en';

export const zhCnMore: AreaTexts<typeof moreMessagesEn> = {
  'more.title': '更多',
  'more.settings.title': '设置',
  'more.settings.text': '语言、支付币种和退出登录。',
  'more.settings.link': '打开设置',
  'more.learn.title': '学习',
  'more.learn.text': '刚接触加密货币？这份简短指南介绍币种、组合、价格，以及如何保护账户安全。',
  'more.learn.link': '阅读加密货币指南',
  'more.help.title': '帮助',
  'more.help.text': '常见问题的解答都在指南中。您也可以随时在手机 App 中与客服团队聊天。',
  'more.app.title': '获取 App',
  'more.app.text': '质押、预测、定期买入和客服聊天都在手机 App 中。',
  'more.legal.title': '法律信息',
  'more.legal.text': '加密货币价格有涨有跌，您可能会损失投入的资金。过往表现不代表未来收益。此处内容均不构成投资、税务或法律建议。',
  'more.legal.full':
    '加密资产不是法定货币，没有任何政府背书，也不受存款保险或投资者保护计划保障。您现金账户中的资金存放在合作银行。交易会收取手续费、价差并受限额约束，这些都会在您确认交易前显示。',
  'more.legal.statement': '阅读风险声明',
  'guide.title': '加密货币指南',
  'guide.lead': '下次交易前，先读这五篇短文。',
  'guide.coins.title': '什么是币种',
  'guide.coins.text':
    '币种是记录在一种名为区块链的公开账本上的数字资产。比特币（BTC）是第一个；以太坊（ETH）还能运行程序。每个币种都有自己的价格，由全球的买家和卖家全天候决定。',
  'guide.prices.title': '价格如何变动',
  'guide.prices.text': '价格每秒都在变化。币种页面上显示的是实时价格；当您买入或卖出时，会得到一个 15 秒内有效的报价，让您在确认前就清楚知道要支付和收到多少。',
  'guide.baskets.title': '组合',
  'guide.baskets.text':
    '组合按设定的权重（例如 60% BTC 和 40% ETH）一次买入多个币种。再平衡会每周、每两周或每月将组合调整回这些权重；您也可以将其关闭。您的组合及其再平衡设置都在“账户”页面。',
  'guide.cash.title': '您的现金账户',
  'guide.cash.text':
    '现金账户以您的本国货币保管资金。您可以通过银行转账或银行卡充值，直接用账户余额购买加密货币而无需支付刷卡手续费，卖出所得也会存入此账户。每笔资金变动都会记录在账户记录中，并可导出为 CSV。',
  'guide.safety.title': '保护账户安全',
  'guide.safety.text':
    '我们绝不会通过电话、邮件或聊天向您索要密码。请使用未在其他地方用过的密码，在共用设备上记得退出登录，并警惕任何承诺保证收益的人：这是最常见的骗局。',
  'guide.statement.title': '风险声明',
  'guide.statement.text':
    '加密资产波动极大，可能损失全部价值。它们不是法定货币，也不受存款保险或投资者赔偿计划保护。请只投资您能承受损失的资金，并考虑寻求独立的专业建议。',
  'guide.back': '返回更多',
  'more.help.assistant': '咨询智能助手',
  'more.help.assistantName': '咨询智能助手（在新标签页中打开）',
  'more.help.assistantText': '智能助手全天候解答有关您的账户和 App 的问题。',
};
