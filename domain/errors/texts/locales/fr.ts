import type { CatalogueTranslation } from '../catalogue-translation';

export const frCatalogue: CatalogueTranslation = {
  notices: {
    error_default_title: 'Un problème est survenu',
    web_error_something_went_wrong: 'Un problème est survenu. Veuillez réessayer.',
    web_error_try_later: 'Veuillez réessayer plus tard.',
    web_error_try_again_later: 'Veuillez réessayer plus tard.',
    web_error_daily_trading_limit_title: 'Limite de trading quotidienne atteinte',
    web_error_cooling_off_title: 'Délai de réflexion',
    web_error_cooling_off_message: 'En tant que nouveau client, vous pourrez trader à la fin de votre délai de réflexion de 24 heures.',
    web_error_verification_required_title: 'Vérification requise',
    web_error_verification_required_message: 'Veuillez vérifier votre identité pour utiliser cette fonctionnalité.',
    web_error_failed_to_create_quotation_title: 'Impossible de créer la cotation',
    web_error_trading_pair_not_supported: 'Cette paire de trading n’est pas prise en charge pour le moment. Veuillez réessayer plus tard.',
    web_error_purchase_failed_title: 'Échec de l’achat',
    web_error_transaction_failed: 'La transaction a échoué.',
    web_error_card_not_supported_title: 'Carte non acceptée pour les cryptos',
    web_error_card_not_supported_message: 'Cette carte ne permet pas d’acheter des cryptos. Veuillez choisir un autre moyen de paiement.',
    web_error_request_timed_out: 'La requête a expiré.',
    web_error_network_title: 'Erreur réseau',
    web_error_check_network: 'Vérifiez votre connexion internet et réessayez.',
    web_session_expired: 'Session expirée',
    web_session_log_in_to_continue: 'Connectez-vous pour continuer.',
  },
  errors: {},
};
