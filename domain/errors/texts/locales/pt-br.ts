import type { CatalogueTranslation } from '../catalogue-translation';

export const ptBrCatalogue: CatalogueTranslation = {
  notices: {
    web_error_verification_required_message: 'Verifique sua identidade para usar este recurso.',
    web_error_check_network: 'Verifique sua conexão com a internet e tente novamente.',
    web_session_log_in_to_continue: 'Entre para continuar.',
  },
  errors: {},
};
