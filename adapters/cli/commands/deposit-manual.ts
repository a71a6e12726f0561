import type { AppServices } from '../../../application/app-services';
import type { ManualDepositView } from '../../../application/deposit/manual-deposit-service';
import type { ManualVendor } from '../../../application/ports/deposits-port';
import { depositMethodKind, isKnownDepositMethod } from '../../../domain/deposit/deposit-method';
import { cooldownSecondsLeft } from '../../../domain/deposit/bank-info-email';
import { ErrorCode } from '../../../domain/errors/error-codes';
import { formatFiat } from '../../../domain/format/money-format';
import type { CurrencyCode } from '../../../domain/money/currency';
import { apiFailure, ruleFailure } from '../api-failure';
import type { Command, CommandContext } from '../command';
import type { CliMessages } from '../output/cli-messages';
import { fields } from '../output/table';
import { CURRENCY_OPTION, currencyFlag, textFlag, WAIT_OPTION, waitFlag } from './deposit-flags';
import { cashAccountAfter, depositCustomer, depositFailure, enterMethod, orFail, settlementJson, settlementLine } from './deposit-support';

/** The currency's first clickable manual bank-transfer method. */
async function defaultMethod(services: AppServices, currency: CurrencyCode, messages: CliMessages): Promise<string> {
  const view = await services.depositMethods.methods(currency, await depositCustomer(services));
  if (!view.ok) throw apiFailure(view.error, messages);
  const ids = view.value.kind === 'list' ? view.value.supported.map((e) => e.id) : view.value.kind === 'direct' ? [view.value.method] : [];
  const manual = ids.find((id) => isKnownDepositMethod(id) && depositMethodKind(id) === 'manual');
  if (manual === undefined) throw ruleFailure(ErrorCode.noDepositMethodFound, { currency }, messages);
  return manual;
}

/**
 * Shows `vendorId`: a created vendor at once; an uncreated one after the provider switch is
 * confirmed (naming it on the command line is the confirmation), created and followed until its
 * details exist. Without one, the first created vendor, if any, is shown; none is created unasked.
 */
async function showVendor({ services, messages, progress }: CommandContext, vendorId: string | undefined): Promise<ManualDepositView> {
  const service = services.manualDeposit;
  if (vendorId === undefined || vendorId === service.shownVendor()?.vendorId) return service.state.getSnapshot();
  const wanted = vendorId;
  const picked = orFail(await service.selectVendor(wanted), messages);
  const view = picked.vendor.view === 'confirm_provider_switch' ? await progress('retrieving provider details', service.confirmSwitch()) : picked;
  if (view.vendor.view === 'restricted_feature') throw ruleFailure(ErrorCode.restrictedFeature, {}, messages);
  if (view.vendor.view === 'error') throw depositFailure(view.failure ?? { kind: 'rule', code: view.vendor.code, params: {} }, messages);
  return view;
}

const vendorJson = (v: ManualVendor) => ({
  vendor_id: v.vendorId,
  vendor_name_translation_key: v.nameKey,
  state: v.state,
  bank_details: v.bankDetails.map((d) => ({ key: d.key, translation_key: d.translationKey, value: d.value, description: d.description ?? null })),
  warnings: v.warnings,
  confirmation: v.confirmation ?? null,
});

interface Extras {
  readonly email: boolean;
  readonly reference: string | undefined;
  readonly currency: CurrencyCode;
  readonly waitMs: number;
}

/** `--email` and `--reference`, each optional. */
async function extras({ services, messages, progress }: CommandContext, { email, reference, currency, waitMs }: Extras) {
  const service = services.manualDeposit;
  const mailed = email ? orFail(await progress('emailing the bank details', service.emailBankInfo()), messages) : undefined;
  if (reference === undefined) return { mailed, referenced: undefined };
  const receipt = orFail(await progress('looking for your transfer', service.submitReference(reference)), messages);
  const settlement = orFail(await progress('waiting for the money to arrive', service.settlement(waitMs)), messages);
  const balance = await cashAccountAfter(services, currency);
  return { mailed, referenced: { receipt, settlement, balance } };
}

/**
 * `deposit manual`: the bank details to pay into for a manual bank transfer (spec 001 §2 "Manual
 * bank info", §4 "Manual deposit"), with `--vendor` to switch provider (created and polled when
 * needed), `--email` to have them emailed, and `--reference` to claim a transfer the bank could not
 * match, which then settles.
 */
export const depositManualCommand: Command = {
  path: ['deposit', 'manual'],
  summary: 'bank details for a manual transfer: --vendor to switch provider, --email to send them, --reference to claim a transfer',
  options: {
    currency: CURRENCY_OPTION,
    method: { type: 'string', hint: 'the bank transfer method, e.g. us_ach, sepa (the first one of the currency by default)' },
    vendor: { type: 'string', hint: 'the provider whose account to pay into (created when needed)' },
    email: { type: 'boolean', hint: 'email the bank details (gives a verification code; then a cooldown)' },
    reference: { type: 'string', hint: 'the reference number of a transfer that did not arrive (8 to 12 characters)' },
    wait: WAIT_OPTION,
  },
  required: ['currency'],
  signedIn: true,
  run: async (context, values) => {
    const { services, messages, progress } = context;
    const currency = currencyFlag(values);
    const waitMs = waitFlag(values);
    const method = textFlag(values, 'method') ?? (await progress('loading deposit methods', defaultMethod(services, currency, messages)));
    await progress('opening manual bank transfer', enterMethod(services, currency, method, 'manual', messages));
    orFail(await progress('loading the bank details', services.manualDeposit.open(currency, method)), messages);
    const view = await showVendor(context, textFlag(values, 'vendor'));
    const vendor = services.manualDeposit.shownVendor();
    const { mailed, referenced } = await extras(context, { email: values.email === true, reference: textFlag(values, 'reference'), currency, waitMs });
    const locale = messages.locale;
    return {
      json: {
        method,
        currency,
        vendor: vendor === undefined ? null : vendorJson(vendor),
        vendors: (view.method?.vendors ?? []).map((v) => ({ vendor_id: v.vendorId, state: v.state })),
        bullet_points: view.method?.bulletPoints ?? [],
        instructions: view.method?.instructions ?? [],
        email:
          mailed === undefined
            ? null
            : { verification_code: mailed.verificationCode ?? null, cooldown_in_seconds: cooldownSecondsLeft(mailed, context.runtime.get('scheduler').now()) },
        reference:
          referenced === undefined
            ? null
            : {
                order_id: referenced.receipt.orderId,
                amount: referenced.receipt.amount.toFixed(),
                currency: referenced.receipt.currency,
                settlement: settlementJson(referenced.settlement),
                cash_account: { currency, balance: referenced.balance?.toFixed() ?? null },
              },
      },
      human: fields([
        ['method', method],
        [
          'provider',
          vendor === undefined
            ? `none yet: choose one with --vendor (${(view.method?.vendors ?? []).map((v) => v.vendorId).join(', ')})`
            : `${vendor.vendorId} (${vendor.state})`,
        ],
        ...(vendor?.bankDetails ?? []).map((d): [string, string] => [d.key, d.value]),
        ...(vendor?.warnings ?? []).map((w): [string, string] => ['warning', w]),
        ...(mailed === undefined
          ? []
          : [
              [
                'emailed',
                `verification code ${mailed.verificationCode ?? '-'} (next email in ${String(cooldownSecondsLeft(mailed, context.runtime.get('scheduler').now()))} s)`,
              ] as [string, string],
            ]),
        ...(referenced === undefined
          ? []
          : ([
              ['transfer found', formatFiat(referenced.receipt.amount, referenced.receipt.currency, locale)],
              ['settlement', settlementLine(referenced.settlement, locale)],
              ['cash account', referenced.balance === undefined ? '-' : formatFiat(referenced.balance, currency, locale)],
            ] as [string, string][])),
      ]),
    };
  },
};
