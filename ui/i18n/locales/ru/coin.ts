import type { AreaTexts } from '../../area-texts';
import type { coinMessagesEn } from '../../../coin/messages.en';

export const ruCoin: AreaTexts<typeof coinMessagesEn> = {
  'coin.title': 'Цена {name}',
  'coin.changeUp': 'Рост на {percent} за 24 часа',
  'coin.changeDown': 'Снижение на {percent} за 24 часа',
  'coin.changeFlat': 'Без изменений за 24 часа',
  'coin.live': 'В реальном времени',
  'coin.delayed': 'Переподключение…',
  'coin.favourite': 'Добавить {name} в избранное',
  'coin.buy': 'Купить {symbol}',
  'coin.sell': 'Продать {symbol}',
  'coin.chart.title': 'Последние 24 часа',
  'coin.chart.label': 'График цены {name} за последние 24 часа',
  'coin.chart.summary': 'Открытие {open}, максимум {high}, минимум {low}, сейчас {last}.',
  'coin.chart.unavailable': 'График цены сейчас недоступен.',
  'coin.chart.loading': 'Загружаем график…',
  'coin.chart.attribution': 'График TradingView',
  'coin.notFound.title': 'Монета не найдена',
  'coin.notFound.text': 'По этому адресу монета не найдена.',
  'coin.notFound.home': 'На главную',
  'coin.failed.text': 'Не удалось загрузить эту монету.',
  'coin.failed.retry': 'Повторить',
  'coin.backToMarket': 'Назад к рынку',
};
