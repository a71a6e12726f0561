import type { AreaTexts } from '../../area-texts';
import type { tradeMessagesEn } from '../../../trade/messages.en';

export const ruTrade: AreaTexts<typeof tradeMessagesEn> = {
  'trade.title': 'Торговля',
  'trade.tab.buy': 'Купить',
  'trade.tab.sell': 'Продать',
  'trade.tabs': 'Купить или продать',
  'trade.orderType.title': 'Тип ордера',
  'trade.orderType.trigger': 'Тип ордера: {type}',
  'trade.orderType.one_time': 'Разовая покупка',
  'trade.orderType.recurring': 'Регулярная покупка',
  'trade.orderType.target_price': 'Целевая цена',
  'trade.orderType.market': 'Рыночный ордер',
  'trade.orderType.appOnly': 'Только в приложении',
  'trade.prime.badge': 'Курсы Prime',
  'trade.prime.tooltip': 'Как участник Prime вы торгуете по курсам Prime, с лучшими ценами на каждую покупку и продажу.',
  'confirm.title': 'Подтвердите {title}',
  'confirm.countdown': 'Цена обновится через {seconds, plural, one {# секунду} few {# секунды} many {# секунд} other {# секунды}}',
  'confirm.refreshing': 'Обновляем цену…',
  'confirm.submit': 'Подтвердить',
  'confirm.submitting': 'Подтверждение…',
  'confirm.cancel': 'Отмена',
};
