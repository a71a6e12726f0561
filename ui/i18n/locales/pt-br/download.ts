import type { AreaTexts } from '../../area-texts';
import type { downloadMessagesEn } from '../../../download/messages.en';

export const ptBrDownload: AreaTexts<typeof downloadMessagesEn> = {
  'download.open': 'Baixar o app',
  'download.title': 'Baixe o aplicativo Crypto',
  'download.lead': 'Compre, venda e gerencie suas criptos de qualquer lugar, com tudo o que o app web ainda não oferece.',
  'download.button': 'Baixar o aplicativo',
  'download.scan': 'Escaneie para abrir',
  'download.scanHint': 'Aponte a câmera do celular para o código para baixar o aplicativo.',
  'download.qr': 'Código QR para baixar o aplicativo Crypto',
  'download.link': 'Ou abra a página de download',
};
