import { AddressSearch } from '../../../application/kyc/address-search';
import { CashAccountSetupService } from '../../../application/kyc/cash-account-setup-service';
import { needs } from '../registry';

/** The cash account setup modal's services (areas/kyc.ts loads them later): the browser downloads their code with the modal. */
export const KYC_SETUP = {
  cashAccountSetup: needs(
    ['cashAccountSetupLauncher', 'kyc', 'cashAccount', 'deposits', 'balances', 'scheduler', 'bankLinking', 'paymentSurfaces'],
    (d) => new CashAccountSetupService(d),
  ),
  addressSearch: needs(['kyc', 'scheduler'], (d) => new AddressSearch(d.kyc, d.scheduler)),
};
