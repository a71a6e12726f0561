import type { CatalogueTranslation } from '../catalogue-translation';

/** Canadian French: the catalogue's texts where they differ from French (France). */
export const frCaCatalogue: CatalogueTranslation = {
  notices: {
    web_error_email_cooldown: 'Vous pourrez demander un nouveau courriel dans un instant.',
    web_error_email_send_failed: 'Un problème est survenu lors de l’envoi du courriel.',
  },
  errors: {
    invalid_email: 'Saisissez une adresse courriel valide.',
    passkey_not_recognised: 'Impossible de vous connecter avec cette clé d’accès. Utilisez plutôt votre numéro de cellulaire et votre code d’accès.',
    cooldown_period_has_not_passed: 'Veuillez patienter avant de demander un nouveau courriel.',
    bank_info_email_failed: 'Un problème est survenu lors de l’envoi du courriel.',
  },
};
