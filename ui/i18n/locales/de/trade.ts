import type { AreaTexts } from '../../area-texts';
import type { tradeMessagesEn } from '../../../trade/messages.en';

export const deTrade: AreaTexts<typeof tradeMessagesEn> = {
  'trade.title': 'Handeln',
  'trade.tab.buy': 'Kaufen',
  'trade.tab.sell': 'Verkaufen',
  'trade.tabs': 'Kaufen oder verkaufen',
  'trade.orderType.title': 'Auftragsart',
  'trade.orderType.trigger': 'Auftragsart: {type}',
  'trade.orderType.one_time': 'Einmaliger Kauf',
  'trade.orderType.recurring': 'Sparplan',
  'trade.orderType.target_price': 'Zielpreis',
  'trade.orderType.market': 'Marktorder',
  'trade.orderType.appOnly': 'Nur in der App',
  'trade.prime.badge': 'Prime-Kurse',
  'trade.prime.tooltip': 'Als Prime-Mitglied handelst du zu Prime-Kursen, mit besseren Preisen bei jedem Kauf und Verkauf.',
  'confirm.title': '{title} bestätigen',
  'confirm.countdown': 'Preis wird in {seconds, plural, one {# Sekunde} other {# Sekunden}} aktualisiert',
  'confirm.refreshing': 'Preis wird aktualisiert …',
  'confirm.submit': 'Bestätigen',
  'confirm.submitting': 'Wird bestätigt …',
  'confirm.cancel': 'Abbrechen',
};
