import type { AreaTexts } from '../../area-texts';
import type { coinMessagesEn } from '../../../coin/messages.en';

export const hiCoin: AreaTexts<typeof coinMessagesEn> = {
  'coin.title': '{name} की कीमत',
  'coin.changeUp': '24 घंटों में {percent} ऊपर',
  'coin.changeDown': '24 घंटों में {percent} नीचे',
  'coin.changeFlat': '24 घंटों में कोई बदलाव नहीं',
  'coin.live': 'लाइव',
  'coin.delayed': 'फिर से कनेक्ट हो रहा है…',
  'coin.favourite': '{name} को पसंदीदा बनाएँ',
  'coin.buy': '{symbol} खरीदें',
  'coin.sell': '{symbol} बेचें',
  'coin.chart.title': 'पिछले 24 घंटे',
  'coin.chart.label': '{name} का कीमत चार्ट, पिछले 24 घंटे',
  'coin.chart.summary': 'शुरुआती {open}, उच्चतम {high}, न्यूनतम {low}, अभी {last}।',
  'coin.chart.unavailable': 'कीमत चार्ट अभी उपलब्ध नहीं है।',
  'coin.chart.loading': 'चार्ट लोड हो रहा है…',
  'coin.chart.attribution': 'चार्ट: TradingView',
  'coin.notFound.title': 'कॉइन नहीं मिला',
  'coin.notFound.text': 'इस पते पर हमें कोई कॉइन नहीं मिला।',
  'coin.notFound.home': 'होम पर वापस जाएँ',
  'coin.failed.text': 'हम यह कॉइन लोड नहीं कर सके।',
  'coin.failed.retry': 'फिर से कोशिश करें',
  'coin.backToMarket': 'मार्केट पर वापस जाएँ',
};
