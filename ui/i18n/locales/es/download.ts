import type { AreaTexts } from '../../area-texts';
import type { downloadMessagesEn } from '../../../download/messages.en';

export const esDownload: AreaTexts<typeof downloadMessagesEn> = {
  'download.open': 'Obtener la app',
  'download.title': 'Descarga la aplicación Crypto',
  'download.lead': 'Compra, vende y gestiona tus criptos donde estés, con todo lo que la aplicación web aún no ofrece.',
  'download.button': 'Descargar la aplicación',
  'download.scan': 'Escanea para abrir',
  'download.scanHint': 'Apunta la cámara de tu teléfono al código para descargar la aplicación.',
  'download.qr': 'Código QR para descargar la aplicación Crypto',
  'download.link': 'O abre la página de descarga',
};
