import type { CatalogueTranslation } from '../catalogue-translation';

export const deCatalogue: CatalogueTranslation = {
  notices: {
    error_default_title: 'Etwas ist schiefgelaufen',
    web_error_something_went_wrong: 'Etwas ist schiefgelaufen. Bitte versuche es erneut.',
    web_error_try_later: 'Bitte versuche es später erneut.',
    web_error_try_again_later: 'Bitte versuche es später erneut.',
    web_error_daily_trading_limit_title: 'Tägliches Handelslimit erreicht',
    web_error_cooling_off_title: 'Bedenkzeit',
    web_error_cooling_off_message: 'Als neue Kundin oder neuer Kunde kannst du handeln, sobald deine 24-stündige Bedenkzeit abgelaufen ist.',
    web_error_verification_required_title: 'Bestätigung erforderlich',
    web_error_verification_required_message: 'Bitte bestätige deine Identität, um diese Funktion zu nutzen.',
    web_error_failed_to_create_quotation_title: 'Angebot konnte nicht erstellt werden',
    web_error_trading_pair_not_supported: 'Dieses Handelspaar wird derzeit nicht unterstützt. Bitte versuche es später.',
    web_error_purchase_failed_title: 'Kauf fehlgeschlagen',
    web_error_transaction_failed: 'Die Transaktion ist fehlgeschlagen.',
    web_error_card_not_supported_title: 'Karte für Krypto nicht unterstützt',
    web_error_card_not_supported_message: 'Mit dieser Karte kannst du keine Krypto kaufen. Bitte wähle eine andere Zahlungsmethode.',
    web_error_request_timed_out: 'Die Anfrage hat zu lange gedauert.',
    web_error_network_title: 'Netzwerkfehler',
    web_error_check_network: 'Prüfe deine Internetverbindung und versuche es erneut.',
    web_session_expired: 'Sitzung abgelaufen',
    web_session_log_in_to_continue: 'Melde dich an, um fortzufahren.',
  },
  errors: {},
};
