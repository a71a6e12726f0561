import type { CatalogueTranslation } from '../catalogue-translation';

export const ptCatalogue: CatalogueTranslation = {
  notices: {
    error_default_title: 'Ocorreu um problema',
    web_error_something_went_wrong: 'Ocorreu um problema. Tente novamente.',
    web_error_try_later: 'Tente mais tarde.',
    web_error_try_again_later: 'Tente novamente mais tarde.',
    web_error_daily_trading_limit_title: 'Limite diário de negociação atingido',
    web_error_cooling_off_title: 'Período de reflexão',
    web_error_cooling_off_message: 'Como novo cliente, pode negociar quando terminar o seu período de reflexão de 24 horas.',
    web_error_verification_required_title: 'Verificação necessária',
    web_error_verification_required_message: 'Verifique a sua identidade para utilizar esta funcionalidade.',
    web_error_failed_to_create_quotation_title: 'Não foi possível criar a cotação',
    web_error_trading_pair_not_supported: 'Este par de negociação não é suportado de momento. Tente mais tarde.',
    web_error_purchase_failed_title: 'A compra falhou',
    web_error_transaction_failed: 'A transação falhou.',
    web_error_card_not_supported_title: 'Cartão não suportado para cripto',
    web_error_card_not_supported_message: 'Este cartão não pode ser utilizado para comprar cripto. Escolha outro método de pagamento.',
    web_error_request_timed_out: 'O pedido expirou.',
    web_error_network_title: 'Erro de rede',
    web_error_check_network: 'Verifique a sua ligação à internet e tente novamente.',
    web_session_expired: 'Sessão expirada',
    web_session_log_in_to_continue: 'Inicie sessão para continuar.',
  },
  errors: {},
};
