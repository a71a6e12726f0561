import type * as z from 'zod/mini';
import type { DepositReceipt, ManualDepositMethod, PageContent, PullDepositOverview, TranslatedLabel } from '../../application/ports/deposits-port';
import type { DepositMethodEntry } from '../../domain/deposit/deposit-method-picker';
import type { depositMethod, depositReceipt, manualDepositMethodResponse, pageContent, pullOverviewResponse, translatedLabel } from './schemas/deposits';

/** Wire -> port translations of the deposit calls (the schemas have already turned money into Decimal). */

export const toLabel = (label: z.output<typeof translatedLabel> | undefined): TranslatedLabel | undefined =>
  label === undefined ? undefined : { key: label.translation_key, payload: label.payload };

export const toMethodEntry = (m: z.output<typeof depositMethod>): DepositMethodEntry => ({
  id: m.id,
  type: m.type,
  tags: m.tags,
  isDeactivated: m.is_deactivated,
  subtitle: m.subtitle,
  description: m.description,
});

export const toManualMethod = (m: z.output<typeof manualDepositMethodResponse>['deposit_method']): ManualDepositMethod => ({
  depositMethod: m.deposit_method,
  currency: m.currency,
  vendors: m.vendor_list.map((v) => ({
    vendorId: v.vendor_id,
    nameKey: v.vendor_name_translation_key,
    state: v.state,
    bankDetails: v.bank_details.map((d) => ({ key: d.key, translationKey: d.translation_key, value: d.value, description: d.description })),
    warnings: v.warnings,
    confirmation: v.confirmation,
  })),
  bulletPoints: m.bullet_points,
  multiVendorExplainer: m.multi_vendor_explainer,
  instructions: m.instructions,
});

export const toReceipt = (r: z.output<typeof depositReceipt>): DepositReceipt => ({
  orderId: r.order_id,
  status: r.status,
  amount: r.amount,
  currency: r.currency,
  transactionId: r.transaction_id,
});

export const toPullOverview = (o: z.output<typeof pullOverviewResponse>['deposit_pull_overview']): PullDepositOverview => ({
  transactionsPerDay: o.transactions_per_day,
  transactionsPerMonth: o.transactions_per_month,
  remainingDailyCount: o.remaining_daily_transactions,
  remainingMonthlyCount: o.remaining_monthly_transactions,
  dailyQuota: o.daily_quota,
  usedDailyQuota: o.used_daily_quota,
  remainingDailyQuota: o.remaining_daily_quota,
  monthlyQuota: o.monthly_quota,
  usedMonthlyQuota: o.used_monthly_quota,
  remainingMonthlyQuota: o.remaining_monthly_quota,
  minimumDepositAmount: o.minimum_deposit_amount,
  maximumTransactionAmount: o.maximum_transaction_amount,
  feeLabel: toLabel(o.fee_label),
  canAddBankAccount: o.can_add_bank_account,
  maxBankAccountReached: o.max_bank_account_reached,
});

export function toPageContent(block: z.output<typeof pageContent>): PageContent {
  switch (block.type) {
    case 'key_value_pairs':
      return { type: 'key_value_pairs', pairs: block.key_value_pairs };
    case 'simple_text':
      return { type: 'simple_text', text: block.text };
    case 'simple_text_with_title':
      return { type: 'simple_text_with_title', title: block.title, text: block.text };
  }
}
