import { ErrorCode } from '../../../../domain/errors/error-codes';
import type { FormValues } from '../../../../domain/kyc/form-values';
import type { SandboxError } from '../sandbox-result';

/** The SSN the sandbox's identity check never matches. */
export const UNMATCHED_SSN = '000000000';
/** The postal code the sandbox's address check cannot place. */
export const UNKNOWN_POSTAL_CODE = '00000';
const PO_BOX = /\bp\.?\s*o\.?\s*box\b/i;

const textOf = (values: FormValues, name: string): string => (typeof values[name] === 'string' ? values[name].trim() : '');

/** What the checks ask the rest of the sandbox: addresses other customers use, and whether an open-banking token connected a bank. */
export interface ServerChecks {
  readonly takenAddresses: readonly string[];
  readonly bankConnected: (token: string) => boolean;
}

/** An address as the duplicate check compares it: first line and postal code, case and spaces folded. */
export const addressKey = (line1: string, postalCode: string): string => `${line1} ${postalCode}`.toLowerCase().replace(/\s+/g, ' ').trim();

/**
 * The server's checks beyond field validation, each a catalogue error of spec 001 §8 "Cash account
 * setup": an SSN that does not match (ssn_unmatch_error), a PO box as the residential address
 * (residential_address_invalid_error), a postal code that cannot be placed (invalid_address_error),
 * an address another customer already uses (user_address_already_exist); and (design) a bank
 * connection whose SDK page did not connect (kyc_open_banking_failed).
 */
export function checkAnswers(sectionId: string, values: FormValues, server: ServerChecks): SandboxError | undefined {
  const { takenAddresses } = server;
  if (sectionId === 'income_bank_connection' && !server.bankConnected(textOf(values, 'bank_connection'))) {
    return { code: ErrorCode.openBankingFailed, message: 'The bank connection did not complete.' };
  }
  if (sectionId === 'personal_details' && textOf(values, 'ssn') === UNMATCHED_SSN) {
    return { code: ErrorCode.ssnUnmatch, message: 'The SSN does not match the name and date of birth.' };
  }
  if (sectionId !== 'residential_address') return undefined;
  if (PO_BOX.test(textOf(values, 'address_line_1')) || PO_BOX.test(textOf(values, 'address_line_2'))) {
    return { code: ErrorCode.residentialAddressInvalid, message: 'A residential address cannot be a PO Box.' };
  }
  if (textOf(values, 'postal_code') === UNKNOWN_POSTAL_CODE) return { code: ErrorCode.invalidAddressError };
  if (takenAddresses.includes(addressKey(textOf(values, 'address_line_1'), textOf(values, 'postal_code')))) return { code: ErrorCode.userAddressAlreadyExist };
  return undefined;
}
