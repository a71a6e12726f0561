import { describe, expect, it } from 'vitest';
import { CATALOGUE_FALLBACKS, ERROR_CATALOGUE, isCatalogued } from '../../../domain/errors/error-catalogue';
import { isErrorCode } from '../../../domain/errors/error-codes';
import type { CatalogueEntry } from '../../../domain/errors/error-presentation';
import { MessageKey } from '../../../domain/errors/message-keys';
import specErrorCodes from '../../fixtures/spec-error-codes.json';

/**
 * Words of the §8 sections that are not error codes:
 * - fields of the l10n_error body: l10n_error, title_key, message_key;
 * - KYC status values listed beside the login codes (states, not errors).
 */
const NOT_CODES = new Set([
  'l10n_error',
  'title_key',
  'message_key',
  'fiat_wallet_setup_needed',
  'terms_accept_needed',
  'kyc_pending',
  'kyc_pending_review',
  'kyc_rejected',
  'kyc_approved',
  'kyc_restricted',
  'graceful_period',
]);

/**
 * The snake_case words of each specification file's §8 section, kept in the repository
 * (scripts/spec-error-codes.mjs writes them from ../shared/spec after the spec changes).
 */
const wordsByFile = new Map(Object.entries(specErrorCodes.words).map(([name, words]) => [name, new Set(words)] as const));
const specFiles = [...wordsByFile.keys()];
const allWords = new Set([...wordsByFile.values()].flatMap((words) => [...words]));
const specCodes = [...allWords].filter((word) => !NOT_CODES.has(word));

const rows: readonly CatalogueEntry[] = [...Object.values(ERROR_CATALOGUE), ...Object.values(CATALOGUE_FALLBACKS)];
const keysInCatalogue = new Set(rows.flatMap((row) => [row.titleKey, row.messageKey]).filter((k) => k !== undefined));
const messageKeys = new Set<string>(Object.values(MessageKey));

describe('error catalogue covers the specification (spec 000 §8, 001 §8)', () => {
  it('both spec files are read and their §8 sections yield words', () => {
    expect(specFiles).toHaveLength(2);
    for (const words of wordsByFile.values()) expect(words.size).toBeGreaterThan(10);
    expect(specCodes.length).toBeGreaterThanOrEqual(30);
    for (const sample of [
      'pgw__sg_cc_not_supported_4_add_card',
      'sg_credit_card_crypto_not_supported',
      'invalid_dsa',
      'hit_max_threshold',
      'user_address_already_exist',
    ]) {
      expect(specCodes).toContain(sample);
    }
  });

  it('every excluded word really occurs in a §8 section (the exclusion list does not go stale)', () => {
    for (const word of NOT_CODES) expect(allWords.has(word), word).toBe(true);
  });

  it('every code named in §8 is catalogued and in the ErrorCode table, or is a message key the catalogue uses', () => {
    const missing = specCodes.filter((word) => !(isCatalogued(word) && isErrorCode(word)) && !keysInCatalogue.has(word as MessageKey));
    expect(missing).toEqual([]);
  });

  it('the message keys the spec names are the catalogue keys for them', () => {
    expect(ERROR_CATALOGUE.invalid_dsa.messageKey).toBe('web_login_invalid_dsa');
    expect(CATALOGUE_FALLBACKS.open_banking.titleKey).toBe('error_default_title');
  });

  it('catalogues the Singapore card codes with {product} read as crypto', () => {
    expect(isCatalogued('sg_credit_card_crypto_not_supported')).toBe(true);
    expect(isCatalogued('sg_credit_card_{product}_not_supported')).toBe(false);
  });
});

describe('error catalogue rows', () => {
  it('every catalogued code is in the ErrorCode table', () => {
    for (const code of Object.keys(ERROR_CATALOGUE)) expect(isErrorCode(code), code).toBe(true);
  });

  it('a row has a message key unless its message is the server message or the code', () => {
    for (const row of rows) {
      if (row.messageFrom !== 'server_or_code') expect(row.messageKey).toBeDefined();
    }
  });

  it('every key a row uses is a declared message key', () => {
    for (const key of keysInCatalogue) expect(messageKeys.has(key)).toBe(true);
  });

  it('message keys are distinct snake_case strings', () => {
    const values = Object.values(MessageKey);
    expect(new Set(values).size).toBe(values.length);
    for (const key of values) expect(key).toMatch(/^[a-z][a-z0-9_]*$/);
  });

  it('isCatalogued refuses unknown codes and object property names', () => {
    expect(isCatalogued('not_a_code')).toBe(false);
    expect(isCatalogued('toString')).toBe(false);
    expect(isCatalogued('__proto__')).toBe(false);
  });

  it('rows state the action, title, message and extras the spec gives', () => {
    expect(ERROR_CATALOGUE.account_link_fail_error).toMatchObject({ action: 'modal', extras: ['relink_modal'] });
    expect(ERROR_CATALOGUE.insufficient_balance_error).toMatchObject({ action: 'screen' });
    expect(ERROR_CATALOGUE.deposit_not_allow_with_outstanding_balance_error.extras).toContain('closes_flow');
    expect(ERROR_CATALOGUE.reached_maximum_attempts).toMatchObject({ action: 'toast', messageKey: MessageKey.reachedMaximumAttempts });
    expect(ERROR_CATALOGUE.cooldown_period_has_not_passed.extras).toContain('countdown_from_meta');
    expect(ERROR_CATALOGUE.too_many_fail_attempts_error.extras).toContain('closes_flow');
    expect(ERROR_CATALOGUE.user_address_already_exist).toMatchObject({ action: 'screen', messageKey: MessageKey.verificationUnsuccessful });
    expect(ERROR_CATALOGUE.invalid_parameter).toMatchObject({ messageKey: MessageKey.missingInformation, extras: ['back_to_form'] });
    expect(ERROR_CATALOGUE.invalid_address_error).toMatchObject({ messageKey: MessageKey.invalidAddress, extras: ['back_to_form'] });
    expect(ERROR_CATALOGUE.request_timeout).toMatchObject({ action: 'toast', extras: ['one_at_a_time'] });
    expect(ERROR_CATALOGUE.server_error).toMatchObject({ messageKey: MessageKey.anErrorOccurred });
    expect(ERROR_CATALOGUE.network_error).toMatchObject({ titleKey: MessageKey.networkErrorTitle, messageKey: MessageKey.checkNetwork });
    expect(ERROR_CATALOGUE.transaction_failed).toMatchObject({ titleKey: MessageKey.purchaseFailedTitle, extras: ['try_again_button'] });
    expect(CATALOGUE_FALLBACKS.basket_quote.extras).toContain('refresh_button');
    expect(CATALOGUE_FALLBACKS.cash_account).toMatchObject({ action: 'screen', messageKey: MessageKey.continueOnApp });
  });
});
