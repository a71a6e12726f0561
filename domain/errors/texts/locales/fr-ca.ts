import type { CatalogueTranslation } from '../catalogue-translation';

/** Canadian French: the catalogue's texts where they differ from French (France). */
export const frCaCatalogue: CatalogueTranslation = {
  notices: {
    web_error_daily_trading_limit_title: 'Limite quotidienne de transactions atteinte',
    web_error_cooling_off_message: 'En tant que nouveau client, vous pourrez effectuer des transactions à la fin de votre délai de réflexion de 24 heures.',
    web_error_trading_pair_not_supported: 'Cette paire n’est pas prise en charge pour le moment. Veuillez réessayer plus tard.',
    web_error_card_no_longer_available_tip: 'Cette carte ne pourra bientôt plus servir à effectuer des transactions.',
    web_error_email_cooldown: 'Vous pourrez demander un nouveau courriel dans un instant.',
    web_error_email_send_failed: 'Un problème est survenu lors de l’envoi du courriel.',
    web_error_continue_on_app: 'Veuillez continuer dans l’application.',
    web_error_unknown_phone: 'Aucun compte ne correspond à ce numéro de cellulaire.',
    web_error_risk_rejected_login: 'Nous n’avons pas pu vous connecter. Veuillez communiquer avec notre équipe de soutien.',
    web_error_auth_restricted: 'La connexion est restreinte pour ce compte. Veuillez communiquer avec notre équipe de soutien.',
  },
  errors: {
    unknown_phone: 'Aucun compte ne correspond à ce numéro de cellulaire.',
    risk_rejected_login: 'Nous n’avons pas pu vous connecter. Veuillez communiquer avec notre équipe de soutien.',
    auth_restricted: 'La connexion est restreinte pour ce compte. Veuillez communiquer avec notre équipe de soutien.',
    cooldown_period_has_not_passed: 'Veuillez patienter avant de demander un nouveau courriel.',
    bank_info_email_failed: 'Un problème est survenu lors de l’envoi du courriel.',
    kyc_form_unsupported_field_type: 'Il n’est pas possible de répondre à cette question sur le Web. Veuillez continuer dans l’application.',
    exceed_user_daily_trading_limit: 'Vous avez atteint votre limite quotidienne de transactions.',
    trade_feature_restriction_in_cooling_off_period: 'Les transactions sont suspendues pendant votre délai de réflexion.',
    sg_credit_card_no_longer_available_for_trading: 'Cette carte ne peut plus servir à effectuer des transactions.',
    sg_credit_card_no_longer_available_tips: 'Cette carte ne pourra bientôt plus servir à effectuer des transactions.',
    phone_already_used: 'Ce numéro de cellulaire est déjà utilisé par un autre compte.',
    passkey_not_recognised: 'Impossible de vous connecter avec cette clé d’accès. Utilisez plutôt votre numéro de cellulaire et votre code d’accès.',
    invalid_email: 'Saisissez une adresse courriel valide.',
  },
};
