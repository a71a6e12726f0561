import type { AreaTexts } from '../../area-texts';
import type { complianceMessagesEn } from '../../../compliance/messages.en';

export const nlCompliance: AreaTexts<typeof complianceMessagesEn> = {
  'risk.title': 'Voordat je in crypto belegt',
  'risk.body':
    '{name}, crypto is een belegging met een hoog risico. De prijs kan zowel dalen als stijgen, je kunt al het geld verliezen dat je inlegt en je bent waarschijnlijk niet beschermd als er iets misgaat.',
  'risk.more': 'Neem twee minuten om meer te lezen in ons risico-overzicht voor het VK',
  'risk.confirm': 'Ik begrijp het',
};
