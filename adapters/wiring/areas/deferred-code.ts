import type { Bindings } from '../registry';
import { DEPOSIT_FLOWS } from './deposit-flows';
import { KYC_SETUP } from './kyc-setup';
import { TRADE_FLOWS } from './trade-flows';

export { DEPOSIT_FLOWS, KYC_SETUP };

/**
 * The code of every service an area loads later, imported at once by the roots that build
 * everything up front (the CLI, the fakes). The browser loads this module with the deposit or the
 * cash account setup modal (the trade container's services come along; the container itself loads
 * trade-flows.ts alone): one chunk for the three groups keeps the chunks the first screen shares
 * with the hub from splitting into more files (a chunk for what only the trade services reach
 * costs /login another request).
 */
export const DEFERRED_CODE: Bindings = { ...DEPOSIT_FLOWS, ...KYC_SETUP, ...TRADE_FLOWS };
