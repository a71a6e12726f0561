import type { AreaTexts } from '../../area-texts';
import type { downloadMessagesEn } from '../../../download/messages.en';

export const ptDownload: AreaTexts<typeof downloadMessagesEn> = {
  'download.open': 'Obter a aplicação',
  'download.title': 'Obtenha a aplicação Crypto',
  'download.lead': 'Compre, venda e gira as suas criptos em qualquer lugar, com tudo o que a aplicação web ainda não oferece.',
  'download.button': 'Transferir a aplicação',
  'download.scan': 'Digitalize para abrir',
  'download.scanHint': 'Aponte a câmara do telemóvel para o código para transferir a aplicação.',
  'download.qr': 'Código QR para transferir a aplicação Crypto',
  'download.link': 'Ou abra a página de transferência',
};
