import { routes } from '../../../http/routes';
import type { ManualDepositMethodWire } from '../../../http/schemas/deposits';
import { EMAIL_COOLDOWN_SECONDS, type ManualMethodView, VENDOR_POLLING } from '../../exchange/deposits/manual-deposits';
import { REFERENCE_FAQ_URL } from '../../exchange/deposits/reference-deposits';
import type { SandboxExchange } from '../../exchange/sandbox-exchange';
import { failure, handleSignedIn } from '../respond';
import { localizedFailure, receiptWire } from './deposit-wire';

/** The manual method's screen as translation keys: bullets, instructions, warnings (spec 001 §2 "Manual bank info"). */
const manualMethodWire = (view: ManualMethodView): ManualDepositMethodWire => ({
  deposit_method: view.method,
  currency: view.currency,
  vendor_list: view.vendors.map((v) => ({
    vendor_id: v.definition.id,
    vendor_name_translation_key: `deposit_vendor_${v.definition.id}`,
    state: v.state,
    bank_details: v.details.map((d) => ({ key: d.key, translation_key: `deposit_bank_detail_${d.key}`, value: d.value })),
    warnings: [`deposit_${view.method}_warning_name_match`],
    confirmation: `deposit_${view.method}_confirmation`,
  })),
  bullet_points: [`deposit_${view.method}_bullet_fee`, `deposit_${view.method}_bullet_time`],
  ...(view.vendors.length > 1 ? { multi_vendor_explainer: 'deposit_multi_vendor_explainer' } : {}),
  instructions: [`deposit_${view.method}_instruction_copy`, `deposit_${view.method}_instruction_reference`],
});

/** Manual bank info, vendors, bank details by email and reference numbers (spec 001 §7). */
export const manualDepositHandlers = (exchange: SandboxExchange) => {
  const manual = exchange.deposits.manual;
  const references = exchange.deposits.references;
  return [
    handleSignedIn(exchange, routes.depositMethodShow, ({ query }, account) => {
      const view = manual.show(account, query.get('currency') ?? '', query.get('deposit_method') ?? '');
      return view.ok ? { ok: true, deposit_method: manualMethodWire(view.value) } : failure(view.error);
    }),
    handleSignedIn(exchange, routes.vendorState, ({ query }, account) => {
      const state = manual.vendorState(account, query.get('currency') ?? '', query.get('payment_network') ?? '', query.get('vendor_id') ?? '');
      return state.ok ? { ok: true, state: state.value } : failure(state.error);
    }),
    handleSignedIn(exchange, routes.createVendor, ({ body }, account) => {
      const state = manual.createVendor(account, String(body.currency ?? ''), String(body.payment_network ?? ''), String(body.vendor_id ?? ''));
      if (!state.ok) return failure(state.error);
      return { ok: true, state: state.value, polling_frequency: VENDOR_POLLING.frequencySeconds, polling_timeout: VENDOR_POLLING.timeoutSeconds };
    }),
    handleSignedIn(exchange, routes.bankInfoMail, ({ body }, account) => {
      const sent = manual.emailBankInfo(account, String(body.currency ?? ''), String(body.vendor_id ?? ''), String(body.viban_type ?? ''));
      if (!sent.ok) return failure(sent.error);
      return { ok: true, bank_info_email: { cooldown_in_seconds: EMAIL_COOLDOWN_SECONDS, verification_code: sent.value } };
    }),
    handleSignedIn(exchange, routes.referenceMatchOverview, ({ params }, account) => {
      const overview = references.overview(account, params['deposit_method'] ?? '');
      if (!overview.ok) return failure(overview.error);
      return {
        ok: true,
        reference_match_overview: { current_deposit_quota: overview.value.usedToday, daily_quota: overview.value.dailyQuota, faq_url: REFERENCE_FAQ_URL },
      };
    }),
    handleSignedIn(exchange, routes.submitReferenceNumber, ({ params, body }, account) => {
      const deposit = references.submit(account, params['deposit_method'] ?? '', body.reference_number);
      return deposit.ok ? { ok: true, deposit: receiptWire(deposit.value) } : localizedFailure(deposit.error);
    }),
  ];
};
