import type { CatalogueTranslation } from '../catalogue-translation';

export const nlCatalogue: CatalogueTranslation = {
  notices: {
    error_default_title: 'Er is iets misgegaan',
    web_error_something_went_wrong: 'Er is iets misgegaan. Probeer het opnieuw.',
    web_error_try_later: 'Probeer het later opnieuw.',
    web_error_try_again_later: 'Probeer het later opnieuw.',
    web_error_daily_trading_limit_title: 'Daglimiet voor handelen bereikt',
    web_error_cooling_off_title: 'Bedenktijd',
    web_error_cooling_off_message: 'Als nieuwe klant kun je handelen zodra je bedenktijd van 24 uur voorbij is.',
    web_error_verification_required_title: 'Verificatie nodig',
    web_error_verification_required_message: 'Verifieer je identiteit om deze functie te gebruiken.',
    web_error_failed_to_create_quotation_title: 'Offerte kon niet worden gemaakt',
    web_error_trading_pair_not_supported: 'Dit handelspaar wordt op dit moment niet ondersteund. Probeer het later.',
    web_error_purchase_failed_title: 'Aankoop mislukt',
    web_error_transaction_failed: 'De transactie is mislukt.',
    web_error_card_not_supported_title: 'Kaart niet geschikt voor crypto',
    web_error_card_not_supported_message: 'Met deze kaart kun je geen crypto kopen. Kies een andere betaalmethode.',
    web_error_request_timed_out: 'Het verzoek duurde te lang.',
    web_error_network_title: 'Netwerkfout',
    web_error_check_network: 'Controleer je internetverbinding en probeer het opnieuw.',
    web_session_expired: 'Sessie verlopen',
    web_session_log_in_to_continue: 'Log in om verder te gaan.',
  },
  errors: {},
};
