import type { AreaTexts } from '../../area-texts';
import type { complianceMessagesEn } from '../../../compliance/messages.en';

export const deCompliance: AreaTexts<typeof complianceMessagesEn> = {
  'risk.title': 'Bevor du in Krypto investierst',
  'risk.body':
    '{name}, Krypto ist eine Anlage mit hohem Risiko. Der Preis kann fallen oder steigen, du könntest dein gesamtes eingesetztes Geld verlieren, und wenn etwas schiefgeht, bist du wahrscheinlich nicht geschützt.',
  'risk.more': 'Nimm dir zwei Minuten und erfahre mehr in unserer Risikozusammenfassung für das Vereinigte Königreich',
  'risk.confirm': 'Ich verstehe',
};
