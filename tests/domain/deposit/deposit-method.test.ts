import { describe, expect, it } from 'vitest';
import {
  BANK_TRANSFER_NETWORKS,
  DEPOSIT_METHOD_IDS,
  depositMethodKind,
  depositMethodTitle,
  isEarlyAccessMethod,
  isKnownDepositMethod,
} from '../../../domain/deposit/deposit-method';
import { DepositView } from '../../../domain/deposit/deposit-method-flow';

describe('deposit methods', () => {
  it('the web client knows the fifteen methods of spec 001 §2', () => {
    expect([...DEPOSIT_METHOD_IDS].sort()).toEqual(
      [
        'aed_ipi',
        'au_npp',
        'br_pix',
        'br_ted',
        'ca_interac_etransfer',
        'ca_interac_request',
        'fiat_wallet_top_up',
        'paypal',
        'sepa',
        'sg_fast',
        'uk_fps',
        'usd_swift',
        'us_ach',
        'us_ach_pull',
        'us_wire_transfer',
      ].sort(),
    );
    expect(isKnownDepositMethod('sepa')).toBe(true);
    expect(isKnownDepositMethod('SEPA')).toBe(false);
    expect(isKnownDepositMethod('jp_zengin')).toBe(false);
  });

  it('us_ach and us_wire_transfer are titled bank transfer', () => {
    expect(depositMethodTitle('us_ach')).toBe('bank_transfer');
    expect(depositMethodTitle('us_wire_transfer')).toBe('bank_transfer');
  });

  it('us_ach_pull is titled instant deposit', () => {
    expect(depositMethodTitle('us_ach_pull')).toBe('instant_deposit');
  });

  it('every other method is titled by its id', () => {
    for (const id of DEPOSIT_METHOD_IDS.filter((m) => !['us_ach', 'us_wire_transfer', 'us_ach_pull'].includes(m))) {
      expect(depositMethodTitle(id)).toBe(id);
    }
    expect(depositMethodTitle('jp_zengin')).toBe('jp_zengin');
  });

  it('the bank transfer networks of spec 001 §9 are all manual bank info methods', () => {
    expect(BANK_TRANSFER_NETWORKS).toHaveLength(10);
    for (const id of BANK_TRANSFER_NETWORKS) expect(depositMethodKind(id)).toBe('manual');
  });

  it('each method opens its screen: card top-up, PayPal, deposit pull, deposit request or manual', () => {
    expect(depositMethodKind('fiat_wallet_top_up')).toBe('card_top_up');
    expect(depositMethodKind('paypal')).toBe('paypal');
    expect(depositMethodKind('us_ach_pull')).toBe('deposit_pull');
    expect(depositMethodKind('ca_interac_request')).toBe('deposit_request');
    expect(depositMethodKind('us_wire_transfer')).toBe('manual');
  });

  it('PayPal, deposit pull and deposit request are the early-access networks (spec 001 §6)', () => {
    expect(DEPOSIT_METHOD_IDS.filter(isEarlyAccessMethod).sort()).toEqual(['ca_interac_request', 'paypal', 'us_ach_pull']);
  });
});

describe('deposit-area views', () => {
  it('are numbered 0 to 7 in the order of spec 001 §2', () => {
    expect(Object.entries(DepositView)).toEqual([
      ['Main', 0],
      ['CryptoDeposit', 1],
      ['PayStringSetting', 2],
      ['PayStringRegistration', 3],
      ['AdditionalInformation', 4],
      ['EDDOverview', 5],
      ['EDDRes', 6],
      ['EDDQuestions', 7],
    ]);
  });
});
