import type { CatalogueTranslation } from '../catalogue-translation';

export const esCatalogue: CatalogueTranslation = {
  notices: {
    error_default_title: 'Algo ha salido mal',
    web_error_something_went_wrong: 'Algo ha salido mal. Inténtalo de nuevo.',
    web_error_try_later: 'Inténtalo más tarde.',
    web_error_try_again_later: 'Inténtalo de nuevo más tarde.',
    web_error_daily_trading_limit_title: 'Has alcanzado el límite diario de operaciones',
    web_error_cooling_off_title: 'Periodo de reflexión',
    web_error_cooling_off_message: 'Como nuevo cliente, podrás operar cuando termine tu periodo de reflexión de 24 horas.',
    web_error_verification_required_title: 'Verificación necesaria',
    web_error_verification_required_message: 'Verifica tu identidad para usar esta función.',
    web_error_failed_to_create_quotation_title: 'No se ha podido crear la cotización',
    web_error_trading_pair_not_supported: 'Este par de trading no está disponible en este momento. Inténtalo más tarde.',
    web_error_purchase_failed_title: 'La compra ha fallado',
    web_error_transaction_failed: 'La transacción ha fallado.',
    web_error_card_not_supported_title: 'Tarjeta no admitida para cripto',
    web_error_card_not_supported_message: 'Esta tarjeta no se puede usar para comprar cripto. Elige otro método de pago.',
    web_error_request_timed_out: 'La solicitud ha caducado.',
    web_error_network_title: 'Error de red',
    web_error_check_network: 'Comprueba tu conexión a internet e inténtalo de nuevo.',
    web_session_expired: 'La sesión ha caducado',
    web_session_log_in_to_continue: 'Inicia sesión para continuar.',
  },
  errors: {},
};
