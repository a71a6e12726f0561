import type { AreaTexts } from '../../area-texts';
import type { complianceMessagesEn } from '../../../compliance/messages.en';

export const plCompliance: AreaTexts<typeof complianceMessagesEn> = {
  'risk.title': 'Zanim zainwestujesz w kryptowaluty',
  'risk.body':
    '{name}, kryptowaluty to inwestycja wysokiego ryzyka. Ich cena może spaść, a nie tylko wzrosnąć, możesz stracić wszystkie zainwestowane pieniądze i prawdopodobnie nie przysługuje Ci żadna ochrona, jeśli coś pójdzie nie tak.',
  'risk.more': 'Poświęć dwie minuty i dowiedz się więcej z naszego podsumowania ryzyka dla Wielkiej Brytanii',
  'risk.confirm': 'Rozumiem',
};
