import type { AreaTexts } from '../../area-texts';
import type { moreMessagesEn } from '../../../more/messages.en';

export const esMore: AreaTexts<typeof moreMessagesEn> = {
  'more.title': 'Más',
  'more.settings.title': 'Ajustes',
  'more.settings.text': 'Idioma, moneda de pago y cierre de sesión.',
  'more.settings.link': 'Abrir los ajustes',
  'more.learn.title': 'Aprende',
  'more.learn.text': '¿Nuevo en cripto? Una guía breve sobre monedas, cestas, precios y cómo proteger tu cuenta.',
  'more.learn.link': 'Leer la guía de cripto',
  'more.help.title': 'Ayuda',
  'more.help.text':
    'Las respuestas a las preguntas frecuentes están en la guía. Chatea con nuestro equipo de atención al cliente en la app móvil, cuando quieras.',
  'more.app.title': 'Descarga la app',
  'more.app.text': 'El staking, Predicciones, las compras periódicas y el chat de atención al cliente están en la app móvil.',
  'more.legal.title': 'Información legal',
  'more.legal.text':
    'Los precios de las cripto suben y bajan, y podrías perder el dinero que inviertas. Las rentabilidades pasadas no garantizan resultados futuros. Nada de lo que aparece aquí es asesoramiento de inversión, fiscal ni jurídico.',
  'more.legal.full':
    'Los criptoactivos no son de curso legal, no están respaldados por ningún gobierno y no están cubiertos por ningún fondo de garantía de depósitos ni sistema de protección de inversores. El dinero de tu cuenta de efectivo se custodia en bancos colaboradores. Se aplican comisiones, diferenciales y límites, que se muestran antes de que confirmes cualquier operación.',
  'more.legal.statement': 'Leer la declaración de riesgos',
  'guide.title': 'Guía de cripto',
  'guide.lead': 'Cinco lecturas breves antes de tu próxima operación.',
  'guide.coins.title': 'Qué es una moneda',
  'guide.coins.text':
    'Una moneda es un activo digital registrado en un libro de registro público llamado blockchain. Bitcoin (BTC) fue la primera; Ethereum (ETH) también ejecuta programas. Cada moneda tiene su propio precio, fijado por compradores y vendedores de todo el mundo, a todas horas.',
  'guide.prices.title': 'Cómo se mueven los precios',
  'guide.prices.text':
    'Los precios cambian cada segundo. El precio que ves en la página de una moneda es en directo; cuando compras o vendes, obtienes una cotización válida durante 15 segundos, para que sepas exactamente lo que pagas y recibes antes de confirmar.',
  'guide.baskets.title': 'Cestas',
  'guide.baskets.text':
    'Una cesta compra varias monedas de una vez, con ponderaciones fijas (por ejemplo, un 60 % de BTC y un 40 % de ETH). El reequilibrio la devuelve a esas ponderaciones cada semana, cada dos semanas o cada mes; puedes desactivarlo. Tus cestas y su reequilibrio están en la página Cuentas.',
  'guide.cash.title': 'Tu cuenta de efectivo',
  'guide.cash.text':
    'Tu cuenta de efectivo guarda dinero en tu propia moneda. Deposita por transferencia bancaria o con tarjeta, compra cripto con ella sin comisiones de tarjeta y recibe en ella el dinero de tus ventas. Cada movimiento aparece en su historial, que puedes exportar en CSV.',
  'guide.safety.title': 'Cómo proteger tu cuenta',
  'guide.safety.text':
    'Nunca te pediremos tu código de acceso por teléfono, correo electrónico ni chat. Usa un código de acceso que no uses en ningún otro sitio, cierra sesión en dispositivos compartidos y desconfía de quien te prometa rentabilidades garantizadas: es la estafa más habitual.',
  'guide.statement.title': 'Declaración de riesgos',
  'guide.statement.text':
    'Los criptoactivos son muy volátiles y pueden perder todo su valor. No son de curso legal y no están protegidos por fondos de garantía de depósitos ni sistemas de indemnización de inversores. Invierte solo lo que te puedas permitir perder y plantéate pedir asesoramiento independiente.',
  'guide.back': 'Volver a Más',
  'more.help.assistant': 'Pregunta a nuestro asistente',
  'more.help.assistantName': 'Pregunta a nuestro asistente (se abre en una pestaña nueva)',
  'more.help.assistantText': 'Nuestro asistente responde a tus preguntas sobre tu cuenta y la aplicación, de día y de noche.',
};
