import type { SandboxExchange } from '../exchange/sandbox-exchange';
import { cashAccountHandlers } from './kyc/cash-account-handlers';
import { kycFormHandlers } from './kyc/form-handlers';
import { kycIdentityHandlers } from './kyc/identity-handlers';

/** Cash account setup, identity and KYC (spec 001 §7): forms, identity providers, the cash account. */
export const kycHandlers = (exchange: SandboxExchange) => [...kycFormHandlers(exchange), ...kycIdentityHandlers(exchange), ...cashAccountHandlers(exchange)];
