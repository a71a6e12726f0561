import type { AreaTexts } from '../../area-texts';
import type { moreMessagesEn } from '../../../more/messages.en';

export const es419More: AreaTexts<typeof moreMessagesEn> = {
  'more.settings.title': 'Configuración',
  'more.settings.link': 'Abrir la configuración',
  'more.learn.text': '¿Nuevo en cripto? Una guía breve sobre monedas, canastas, precios y cómo proteger tu cuenta.',
  'more.app.text': 'El staking, Predicciones, las compras recurrentes y el chat de atención al cliente están en la app móvil.',
  'more.legal.text':
    'Los precios de las cripto suben y bajan, y podrías perder el dinero que inviertas. Los rendimientos pasados no garantizan resultados futuros. Nada de lo que aparece aquí es asesoría de inversión, fiscal ni legal.',
  'more.legal.full':
    'Los criptoactivos no son de curso legal, no están respaldados por ningún gobierno y no están cubiertos por ningún seguro de depósitos ni sistema de protección al inversionista. El dinero de tu cuenta de efectivo se resguarda en bancos aliados. Se aplican comisiones, diferenciales y límites, que se muestran antes de que confirmes cualquier operación.',
  'guide.prices.text':
    'Los precios cambian cada segundo. El precio que ves en la página de una moneda es en tiempo real; cuando compras o vendes, obtienes una cotización válida por 15 segundos, para que sepas exactamente lo que pagas y recibes antes de confirmar.',
  'guide.baskets.title': 'Canastas',
  'guide.baskets.text':
    'Una canasta compra varias monedas de una vez, con ponderaciones fijas (por ejemplo, 60% de BTC y 40% de ETH). El rebalanceo la devuelve a esas ponderaciones cada semana, cada dos semanas o cada mes; puedes desactivarlo. Tus canastas y su rebalanceo están en la página Cuentas.',
  'guide.safety.text':
    'Nunca te pediremos tu código de acceso por teléfono, correo electrónico ni chat. Usa un código de acceso que no uses en ningún otro lugar, cierra sesión en dispositivos compartidos y desconfía de quien te prometa rendimientos garantizados: es la estafa más común.',
  'guide.statement.text':
    'Los criptoactivos son muy volátiles y pueden perder todo su valor. No son de curso legal y no están protegidos por seguros de depósitos ni por sistemas de compensación al inversionista. Invierte solo lo que puedas permitirte perder y considera buscar asesoría independiente.',
  'more.help.assistantText': 'Nuestro asistente responde a tus preguntas sobre tu cuenta y la app, de día y de noche.',
};
