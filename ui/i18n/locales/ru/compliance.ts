import type { AreaTexts } from '../../area-texts';
import type { complianceMessagesEn } from '../../../compliance/messages.en';

export const ruCompliance: AreaTexts<typeof complianceMessagesEn> = {
  'risk.title': 'Прежде чем инвестировать в криптовалюту',
  'risk.body':
    '{name}, криптовалюта — инвестиция с высоким риском. Её цена может как расти, так и падать, вы можете потерять все вложенные деньги, и, скорее всего, вы не будете защищены, если что-то пойдёт не так.',
  'risk.more': 'Уделите две минуты, чтобы узнать больше из нашей сводки рисков для Великобритании',
  'risk.confirm': 'Понятно',
};
