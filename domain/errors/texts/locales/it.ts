import type { CatalogueTranslation } from '../catalogue-translation';

export const itCatalogue: CatalogueTranslation = {
  notices: {
    error_default_title: 'Si è verificato un problema',
    web_error_something_went_wrong: 'Si è verificato un problema. Riprova.',
    web_error_try_later: 'Riprova più tardi.',
    web_error_try_again_later: 'Riprova più tardi.',
    web_error_daily_trading_limit_title: 'Limite di trading giornaliero raggiunto',
    web_error_cooling_off_title: 'Periodo di riflessione',
    web_error_cooling_off_message: 'Come nuovo cliente potrai fare trading al termine del periodo di riflessione di 24 ore.',
    web_error_verification_required_title: 'Verifica necessaria',
    web_error_verification_required_message: 'Verifica la tua identità per usare questa funzione.',
    web_error_failed_to_create_quotation_title: 'Impossibile creare la quotazione',
    web_error_trading_pair_not_supported: 'Questa coppia di trading al momento non è supportata. Riprova più tardi.',
    web_error_purchase_failed_title: 'Acquisto non riuscito',
    web_error_transaction_failed: 'Transazione non riuscita.',
    web_error_card_not_supported_title: 'Carta non supportata per le cripto',
    web_error_card_not_supported_message: 'Questa carta non può essere usata per acquistare cripto. Scegli un altro metodo di pagamento.',
    web_error_request_timed_out: 'La richiesta è scaduta.',
    web_error_network_title: 'Errore di rete',
    web_error_check_network: 'Controlla la connessione a internet e riprova.',
    web_session_expired: 'Sessione scaduta',
    web_session_log_in_to_continue: 'Accedi per continuare.',
  },
  errors: {},
};
