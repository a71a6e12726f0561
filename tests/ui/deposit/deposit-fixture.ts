import type { ManualDepositMethod } from '../../../application/ports/deposits-port';
import { currencyCode } from '../../../domain/money/currency';
import type { fakeWorld } from '../../support/fake-world';

type World = Awaited<ReturnType<typeof fakeWorld>>;

const USD = currencyCode('USD');

/** us_ach's bank info as a server sends it: two vendors (the second uncreated), translation keys for the texts. */
export const US_ACH: ManualDepositMethod = {
  depositMethod: 'us_ach',
  currency: USD,
  bulletPoints: ['deposit_us_ach_bullet_fee', 'deposit_us_ach_bullet_time'],
  multiVendorExplainer: undefined,
  instructions: ['deposit_us_ach_instruction_copy'],
  vendors: [
    {
      vendorId: 'evolve',
      nameKey: 'deposit_vendor_evolve',
      state: 'created',
      bankDetails: [
        { key: 'account_number', translationKey: 'deposit_bank_detail_account_number', value: '1234567890', description: undefined },
        { key: 'routing_number', translationKey: 'deposit_bank_detail_routing_number', value: '084106768', description: undefined },
      ],
      warnings: ['deposit_us_ach_warning_name_match'],
      confirmation: undefined,
    },
    {
      vendorId: 'lead_bank',
      nameKey: 'deposit_vendor_lead_bank',
      state: 'uncreated',
      bankDetails: [{ key: 'account_number', translationKey: 'deposit_bank_detail_account_number', value: '5550001111', description: undefined }],
      warnings: [],
      confirmation: undefined,
    },
  ],
};

/** USD as the sandbox lists it for a customer who is not an internal tester. */
export function arrangeUsd(w: World): void {
  w.fakes.account.setTotal('0').setFiatWallet('USD', '0');
  w.fakes.deposits
    .setMethods('USD', [
      { id: 'us_ach_pull', type: 'bank_pull', tags: ['instant'] },
      { id: 'us_ach', type: 'bank_transfer', subtitle: '1-3 business days' },
      { id: 'us_wire_transfer', type: 'bank_transfer' },
      { id: 'sepa', type: 'bank_transfer', isDeactivated: true },
    ])
    .setManualMethod(US_ACH);
}
