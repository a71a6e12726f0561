import { checkTopUpConfirm, type TopUpConfirmChecks } from '../../../domain/deposit/top-up-readiness';
import type { TopUpQuote } from '../../../domain/deposit/top-up-quote';
import { ErrorCode } from '../../../domain/errors/error-codes';
import { formatFiat } from '../../../domain/format/money-format';
import { ruleFailure } from '../api-failure';
import { CliFailed } from '../cli-failure';
import type { CliMessages } from '../output/cli-messages';

/**
 * The confirm summary's checkboxes as flags (domain checkTopUpConfirm): without `--agree-fee` (or,
 * for a debit card, `--attest-debit-card`) the refusal names the fee, what arrives and the flag.
 */
export function refuseUnlessAgreed(
  method: TopUpConfirmChecks['method'],
  checks: Omit<TopUpConfirmChecks, 'method'>,
  quote: TopUpQuote,
  messages: CliMessages,
): void {
  const ready = checkTopUpConfirm({ method, ...checks });
  if (ready.ok) return;
  const refused = ruleFailure(
    ready.error.code,
    { fee: quote.fee.toFixed(), fee_percentage: quote.percent.toFixed(), receivable: quote.receivable.toFixed(), currency: quote.currency },
    messages,
  );
  const flag = ready.error.code === ErrorCode.topUpFeeAgreementRequired ? '--agree-fee' : '--attest-debit-card';
  const terms = `The fee is ${formatFiat(quote.fee, quote.currency, messages.locale)} (${quote.percent.toFixed()} %); ${formatFiat(quote.receivable, quote.currency, messages.locale)} arrives. Add ${flag} to go ahead.`;
  if (refused.failure.kind !== 'business') throw refused;
  throw new CliFailed({ ...refused.failure, message: `${refused.failure.message} ${terms}` });
}
