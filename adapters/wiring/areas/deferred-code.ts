import type { Bindings } from '../registry';
import { DEPOSIT_FLOWS } from './deposit-flows';
import { KYC_SETUP } from './kyc-setup';
import { TRADE_FLOWS } from './trade-flows';

export { DEPOSIT_FLOWS, KYC_SETUP };

/**
 * The code of every service an area loads later, in one module: the browser loads it once, with
 * the first modal that needs it (one chunk, so the chunks shared with the first screen split no
 * further); the roots that build everything up front (the CLI, the fakes) import it at once.
 */
export const DEFERRED_CODE: Bindings = { ...DEPOSIT_FLOWS, ...KYC_SETUP, ...TRADE_FLOWS };
