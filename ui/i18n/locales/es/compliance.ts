import type { AreaTexts } from '../../area-texts';
import type { complianceMessagesEn } from '../../../compliance/messages.en';

export const esCompliance: AreaTexts<typeof complianceMessagesEn> = {
  'risk.title': 'Antes de invertir en cripto',
  'risk.body':
    '{name}, las cripto son una inversión de alto riesgo. Su precio puede bajar además de subir, podrías perder todo el dinero que inviertas y es poco probable que estés protegido si algo sale mal.',
  'risk.more': 'Dedica dos minutos a saber más en nuestro resumen de riesgos para el Reino Unido',
  'risk.confirm': 'Lo entiendo',
};
