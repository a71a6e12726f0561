import type { AreaTexts } from '../../area-texts';
import type { depositMessagesEn } from '../../../deposit/messages.en';

export const frCaDeposit: AreaTexts<typeof depositMessagesEn> = {
  'deposit.label.only_in_app': 'Application seulement',
  'deposit.method.ca_interac_request': 'Demande d’argent Interac',
  'deposit.subtitle.us_ach': 'ACH · généralement 1 à 3 jours ouvrables',
  'deposit.subtitle.us_wire_transfer': 'Virement télégraphique · généralement le même jour ouvrable',
  'deposit.manual.email': 'M’envoyer ces coordonnées par courriel',
  'deposit.manual.emailSent': 'Nous vous avons envoyé les coordonnées par courriel. Votre code de vérification est {code}.',
  'deposit.server.bullet_time': 'Les virements arrivent généralement en 1 à 3 jours ouvrables.',
  'deposit.detail.recipient_email': 'Courriel du destinataire',
  'deposit.detail.routing_number': 'Numéro d’acheminement',
  'deposit.detail.wire_routing_number': 'Numéro d’acheminement (virements)',
  'deposit.detail.branch': 'Succursale',
  'deposit.paypal.blocked.text': 'Autorisez les fenêtres contextuelles pour ce site dans votre navigateur, puis réessayez.',
  'deposit.bank.type.checking': 'Chèques',
};
