import type { AreaTexts } from '../../area-texts';
import type { moreMessagesEn } from '../../../more/messages.en';

export const es419More: AreaTexts<typeof moreMessagesEn> = {
  'more.legal.full':
    'Los criptoactivos no son de curso legal, no están respaldados por ningún gobierno y no están cubiertos por ningún seguro de depósitos ni sistema de protección al inversionista. El dinero de tu cuenta de efectivo se resguarda en bancos aliados. Se aplican comisiones, diferenciales y límites, que se muestran antes de que confirmes cualquier operación.',
  'guide.statement.text':
    'Los criptoactivos son muy volátiles y pueden perder todo su valor. No son de curso legal y no están protegidos por seguros de depósitos ni por sistemas de compensación al inversionista. Invierte solo lo que puedas permitirte perder y considera buscar asesoría independiente.',
};
