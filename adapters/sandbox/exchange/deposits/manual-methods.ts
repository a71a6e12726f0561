import { ErrorCode } from '../../../../domain/errors/error-codes';
import type { SandboxAccount } from '../sandbox-context';
import type { SandboxError } from '../sandbox-result';

/** A manual deposit vendor (a partner bank holding the customer's virtual account). */
export interface VendorDefinition {
  readonly id: string;
  /** The state a customer's vendor starts in. */
  readonly initial: 'created' | 'uncreated' | 'pending';
  /** How long creating the vendor's account takes, in sandbox time. */
  readonly readyAfterMs: number;
}

export interface ManualMethodDefinition {
  readonly vendors: readonly VendorDefinition[];
  /** The bank detail keys shown, in order. */
  readonly details: readonly string[];
}

const vendor = (id: string, initial: VendorDefinition['initial'] = 'created', readyAfterMs = 3_000): VendorDefinition => ({ id, initial, readyAfterMs });

/**
 * The manual bank-transfer methods and their vendors. Choice: each method shows one or more
 * vendors; some start uncreated (creating them takes a few seconds of sandbox time), sepa's second
 * vendor starts pending, and us_ach's cross_river takes two minutes so that the client's polling
 * gives up (the Error view).
 */
export const MANUAL_METHODS: Readonly<Record<string, ManualMethodDefinition>> = {
  us_ach: {
    vendors: [vendor('evolve'), vendor('lead_bank', 'uncreated'), vendor('cross_river', 'uncreated', 120_000)],
    details: ['account_holder_name', 'account_number', 'routing_number', 'bank_name', 'account_type'],
  },
  us_wire_transfer: { vendors: [vendor('evolve')], details: ['account_holder_name', 'account_number', 'wire_routing_number', 'bank_name', 'bank_address'] },
  usd_swift: {
    vendors: [vendor('community_federal', 'uncreated', 5_000)],
    details: ['beneficiary_name', 'account_number', 'swift_code', 'bank_name', 'bank_address', 'reference'],
  },
  uk_fps: { vendors: [vendor('clear_bank'), vendor('modulr', 'uncreated')], details: ['account_holder_name', 'sort_code', 'account_number', 'reference'] },
  sepa: { vendors: [vendor('banking_circle'), vendor('lhv', 'pending', 4_000)], details: ['beneficiary_name', 'iban', 'bic', 'reference'] },
  aed_ipi: { vendors: [vendor('wio')], details: ['beneficiary_name', 'iban', 'bank_name'] },
  au_npp: { vendors: [vendor('cuscal')], details: ['account_name', 'bsb', 'account_number', 'pay_id'] },
  br_pix: { vendors: [vendor('bs2')], details: ['beneficiary_name', 'pix_key', 'cnpj'] },
  br_ted: { vendors: [vendor('bs2')], details: ['beneficiary_name', 'bank_code', 'branch', 'account_number', 'cnpj'] },
  ca_interac_etransfer: { vendors: [vendor('peoples_trust')], details: ['recipient_name', 'recipient_email', 'reference'] },
  sg_fast: { vendors: [vendor('dbs'), vendor('standard_chartered', 'uncreated')], details: ['account_name', 'account_number', 'bank_name', 'bank_code'] },
};

/** The refusal of a manual-only call (bank info, vendors, reference numbers) for another method. */
export const notManualMethod = (method: string): SandboxError => ({ code: ErrorCode.invalidParameter, message: `${method} is not a manual bank transfer` });

const digitsOf = (account: SandboxAccount, vendorId: string, length: number): string => {
  const seed = `${account.uuid}${vendorId}`.replace(/\D/g, '') + vendorId.length.toString().repeat(length);
  return seed.slice(-length);
};

/** Where a customer's money for this vendor goes: deterministic per customer and vendor. */
export function bankDetailValue(key: string, account: SandboxAccount, method: string, vendorId: string): string {
  const number = digitsOf(account, vendorId, 10);
  switch (key) {
    case 'account_holder_name':
    case 'beneficiary_name':
    case 'account_name':
    case 'recipient_name':
      return `Sandbox Exchange FBO ${account.persona.name}`;
    case 'account_number':
      return number;
    case 'routing_number':
    case 'wire_routing_number':
      return '084106768';
    case 'bank_name':
      return `${vendorId.replace(/_/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase())} (sandbox)`;
    case 'bank_address':
      return '1 Sandbox Plaza, Test City';
    case 'account_type':
      return 'checking';
    case 'swift_code':
    case 'bic':
      return 'SBXXUS33';
    case 'sort_code':
      return '04-00-75';
    case 'iban':
      return method === 'aed_ipi' ? `AE07033${number}123456` : `DE89370400${number}44`;
    case 'bsb':
      return '802-985';
    case 'pay_id':
    case 'recipient_email':
      return `deposits+${number}@sandbox.test`;
    case 'pix_key':
    case 'cnpj':
      return `12.345.678/0001-${number.slice(-2)}`;
    case 'bank_code':
      return '218';
    case 'branch':
      return '0001';
    case 'reference':
      return `SBX${number.slice(-8)}`;
    default:
      return number;
  }
}
