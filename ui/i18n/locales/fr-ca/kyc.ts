import type { AreaTexts } from '../../area-texts';
import type { kycMessagesEn } from '../../../kyc/messages.en';

export const frCaKyc: AreaTexts<typeof kycMessagesEn> = {
  'kyc.unsuccessful.text':
    'Nous ne pouvons pas vous ouvrir de compte espèces pour le moment. Communiquez avec notre équipe de soutien si vous pensez qu’il s’agit d’une erreur.',
  'kycServer.kyc_cpf_contributor_placeholder': 'Cotisez-vous au CPF ?',
  'kycServer.kyc_income_proof_payslip': 'Talon de paie',
  'kycServer.kyc_income_proof_tax_return': 'Déclaration de revenus',
  'kycServer.employment_employed': 'Employé',
  'kycServer.employment_self_employed': 'Travailleur autonome',
  'kycServer.occupation_construction': 'Construction',
  'kycServer.fiat_wallet_overview_footer_disclaimer':
    'Les comptes espèces sont fournis par notre banque partenaire. Les soldes ne sont pas protégés par l’assurance-dépôts.',
};
