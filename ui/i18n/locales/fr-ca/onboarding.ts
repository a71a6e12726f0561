import type { AreaTexts } from '../../area-texts';
import type { onboardingMessagesEn } from '../../../onboarding/messages.en';

export const frCaOnboarding: AreaTexts<typeof onboardingMessagesEn> = {
  'signup.start.lead':
    'Achetez, vendez et conservez des cryptos en quelques minutes. Il vous suffit d’un numéro de cellulaire, d’une adresse courriel et d’une pièce d’identité avec photo.',
  'signup.start.steps': 'Votre numéro de cellulaire, un code d’accès à 6 chiffres, votre courriel et une rapide vérification d’identité.',
  'signup.email.title': 'Confirmez votre courriel',
  'signup.email.label': 'Adresse courriel',
  'signup.email.invalid': 'Saisissez une adresse courriel valide, par exemple nom@exemple.com.',
  'signup.email.codeLabel': 'Code reçu par courriel',
  'signup.email.confirm': 'Confirmer le courriel',
  'signup.phone.title': 'Vérifiez votre cellulaire',
  'signup.phone.label': 'Numéro de cellulaire',
  'signup.phone.newsletter': 'Recevoir par courriel les nouveautés et les offres',
  'signup.identity.lead':
    'Nous sommes tenus de confirmer votre identité avant que vous puissiez effectuer des transactions. Préparez votre pièce d’identité ; cela prend environ deux minutes.',
  'signup.identity.rejected': 'Nous n’avons pas pu vérifier votre identité. Veuillez communiquer avec notre équipe de soutien pour continuer.',
  'signup.identity.contactSupport': 'Communiquer avec le soutien',
};
