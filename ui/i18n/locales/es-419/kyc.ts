import type { AreaTexts } from '../../area-texts';
import type { kycMessagesEn } from '../../../kyc/messages.en';

export const es419Kyc: AreaTexts<typeof kycMessagesEn> = {
  'kyc.intro.overviewFailed': 'No pudimos cargar los detalles de la cuenta de efectivo.',
  'kyc.verifying.text': 'Estamos revisando lo que nos enviaste. Solo tomará un momento.',
  'kyc.polling.text': 'Estamos revisando la información que nos enviaste. No cierres esta ventana.',
  'kyc.additional.text': 'Para abrir tu cuenta de efectivo, responde unas preguntas sobre ti. Toma unos 3 minutos.',
  'kyc.retry.text': 'No pudimos verificar parte de la información que nos diste. Revísala y vuelve a enviarla.',
  'kyc.pendingSubmission.text': 'Estamos revisando la información que nos enviaste. Te avisaremos cuando tu cuenta de efectivo esté lista.',
  'kyc.unsuccessful.title': 'No pudimos verificar tu identidad',
  'kyc.form.optionsFailed': 'No pudimos cargar las opciones de este paso.',
  'kyc.address.failed': 'No pudimos buscar esa dirección. Ingrésala a continuación.',
  'kycServer.kyc_employer_name_placeholder': 'Nombre del empleador',
  'kycServer.kyc_wealth_explanation_placeholder': '¿Cómo formaste tu patrimonio?',
  'kycServer.kyc_income_proof_payslip': 'Recibo de nómina',
  'kycServer.kyc_income_proof_tax_return': 'Declaración de impuestos',
  'kycServer.kyc_income_proof_bank_statement': 'Estado de cuenta bancario',
  'kycServer.employment_employed': 'Empleado',
  'kycServer.employment_self_employed': 'Independiente',
  'kycServer.occupation_accountant': 'Contador',
  'kycServer.income_under_25k': 'Menos de 25,000',
  'kycServer.income_25k_50k': 'De 25,000 a 50,000',
  'kycServer.income_50k_100k': 'De 50,000 a 100,000',
  'kycServer.income_100k_250k': 'De 100,000 a 250,000',
  'kycServer.income_250k_1m': 'De 250,000 a 1,000,000',
  'kycServer.income_over_1m': 'Más de 1,000,000',
  'kycServer.fiat_wallet_overview_footer': 'Abrir una cuenta de efectivo toma unos 3 minutos.',
  'kycServer.fiat_wallet_overview_footer_disclaimer':
    'Las cuentas de efectivo las ofrece nuestro banco aliado. Los saldos no están cubiertos por ningún seguro de depósitos.',
};
