import type { CatalogueTranslation } from '../catalogue-translation';

export const ptBrCatalogue: CatalogueTranslation = {
  notices: {
    web_error_verification_required_message: 'Verifique sua identidade para usar este recurso.',
    web_error_check_network: 'Verifique sua conexão com a internet e tente novamente.',
    web_session_log_in_to_continue: 'Entre para continuar.',
  },
  errors: {
    passcode_too_simple: 'Essa senha de acesso é muito fácil de adivinhar. Evite dígitos repetidos e sequências como 123456.',
    passcode_required: 'Digite sua senha de acesso para continuar.',
    passkey_not_recognised: 'Não foi possível entrar com esta chave de acesso. Use seu número de celular e sua senha de acesso.',
    invalid_email: 'Digite um endereço de e-mail válido.',
  },
};
