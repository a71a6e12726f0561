import type { CatalogueTranslation } from '../catalogue-translation';

/** Latin American Spanish: the catalogue's texts where they differ from Spanish (Spain). */
export const es419Catalogue: CatalogueTranslation = {
  notices: {
    web_error_invalid_address: 'No pudimos verificar esta dirección. Revísala.',
  },
  errors: {
    passcode_required: 'Ingresa tu código de acceso para continuar.',
    passkey_not_recognised: 'No pudimos iniciar tu sesión con esta llave de acceso. Usa tu número de celular y tu código de acceso.',
    invalid_email: 'Ingresa un correo electrónico válido.',
    pull_deposit_amount_empty: 'Ingresa un importe.',
    top_up_amount_empty: 'Ingresa un importe.',
    top_up_passcode_required: 'Ingresa tu código de acceso.',
    paypal_link_failed: 'No pudimos vincular tu cuenta de PayPal.',
    deposit_vendor_retrieval_failed: 'No pudimos obtener los datos del proveedor.',
    invalid_address_error: 'No pudimos verificar esta dirección. Revísala.',
    kyc_form_integer_required: 'Ingresa un número entero.',
    referral_already_claimed: 'Ya usaste un código de referido.',
  },
};
