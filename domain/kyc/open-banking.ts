import { OPEN_BANKING_INPUT } from './field-kind';
import type { FormField, FormSection } from './form-section';

/** The open-banking SDK's callback statuses (spec 001 §4): SUCCESS submits, CANCELLED goes back, ERROR shows an error. */
export type OpenBankingStatus = 'SUCCESS' | 'CANCELLED' | 'ERROR';

/** The `source` the SDK's page posts its result with. Choice: the stand-in names itself so. */
export const OPEN_BANKING_SOURCE = 'openBankingSdk';

/** The open-banking field of a section: the section is then the open-banking step. */
export const openBankingField = (section: FormSection): FormField | undefined => section.fields.find((f) => f.input_type === OPEN_BANKING_INPUT);

const STATUS: Readonly<Record<string, OpenBankingStatus>> = { success: 'SUCCESS', cancelled: 'CANCELLED', error: 'ERROR', timeout: 'ERROR' };

/**
 * The SDK page's message ({ source, status }) as its callback status: success, cancelled, and
 * error or timeout (an error). Anything else is not the SDK's and is ignored (undefined).
 */
export function parseOpenBankingMessage(data: unknown): OpenBankingStatus | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const { source, status } = data as { source?: unknown; status?: unknown };
  if (source !== OPEN_BANKING_SOURCE || typeof status !== 'string') return undefined;
  return Object.hasOwn(STATUS, status) ? STATUS[status] : undefined;
}
