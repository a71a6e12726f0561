import type { AreaTexts } from '../../area-texts';
import type { moreMessagesEn } from '../../../more/messages.en';

export const zhTwMore: AreaTexts<typeof moreMessagesEn> = {
  'more.title': '更多',
  'more.settings.title': '設定',
  'more.settings.text': '語言、計價幣別與登出。',
  'more.settings.link': '開啟設定',
  'more.learn.title': '學習',
  'more.learn.text': '剛接觸加密貨幣嗎？這份簡短指南介紹幣種、組合、價格，以及如何保護您的帳戶安全。',
  'more.learn.link': '閱讀加密貨幣指南',
  'more.help.title': '說明',
  'more.help.text': '常見問題的解答都在指南中。您也可以隨時在行動 App 中與客服團隊聊聊。',
  'more.app.title': '下載 App',
  'more.app.text': '質押、預測、定期定額和客服聊天功能，都在行動 App 中。',
  'more.legal.title': '法律資訊',
  'more.legal.text': '加密貨幣價格有漲有跌，您可能會損失投入的資金。過去的績效不代表未來的結果。本頁內容均不構成投資、稅務或法律建議。',
  'more.legal.full':
    '加密資產並非法定貨幣，不受任何政府擔保，也不受存款保險或投資人保護機制保障。現金帳戶中的款項存放於合作銀行。交易將適用手續費、價差與限額，並會在您確認任何交易前顯示。',
  'more.legal.statement': '閱讀風險聲明',
  'guide.title': '加密貨幣指南',
  'guide.lead': '下次交易前，先讀這五篇短文。',
  'guide.coins.title': '什麼是幣種',
  'guide.coins.text':
    '幣種是記錄在稱為區塊鏈的公開帳本上的數位資產。比特幣（BTC）是第一個；以太坊（ETH）還能執行程式。每個幣種都有自己的價格，由全球的買方和賣方全天候決定。',
  'guide.prices.title': '價格如何變動',
  'guide.prices.text': '價格每秒都在變動。幣種頁面上顯示的是即時價格；當您買入或賣出時，會取得一個 15 秒內有效的報價，讓您在確認前就清楚知道要支付和收到多少。',
  'guide.baskets.title': '組合',
  'guide.baskets.text':
    '組合可依設定的權重（例如 60% BTC 和 40% ETH）一次買入多種幣種。再平衡會每週、每兩週或每月將組合調整回這些權重；您也可以關閉此功能。您的組合及其再平衡設定都在「帳戶」頁面。',
  'guide.cash.title': '您的現金帳戶',
  'guide.cash.text':
    '現金帳戶以您的本國貨幣保管資金。您可以透過銀行轉帳或卡片入金，從帳戶直接購買加密貨幣而不需支付刷卡手續費，賣出所得也會存入此帳戶。每筆資金異動都會列在紀錄中，並可匯出為 CSV。',
  'guide.safety.title': '保護您的帳戶安全',
  'guide.safety.text':
    '我們絕不會透過電話、電子郵件或聊天向您索取密碼。請使用未在其他地方使用過的密碼，在共用裝置上記得登出，並小心任何保證獲利的人：這是最常見的詐騙手法。',
  'guide.statement.title': '風險聲明',
  'guide.statement.text':
    '加密資產的價格波動極大，可能失去全部價值。加密資產並非法定貨幣，也不受存款保險或投資人賠償機制保障。請只投入您能承受損失的資金，並考慮尋求獨立的專業建議。',
  'guide.back': '返回更多',
  'more.help.assistant': '詢問智慧助理',
  'more.help.assistantName': '詢問智慧助理（在新分頁中開啟）',
  'more.help.assistantText': '智慧助理全天候為您解答帳戶與 App 的相關問題。',
};
