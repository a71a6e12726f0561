import { ErrorCode } from '../../../../domain/errors/error-codes';
import { checkPayIdAccountPart, payString } from '../../../../domain/user/pay-id';
import { err, ok } from '../../../../domain/shared/result';
import type { SandboxAccount } from '../sandbox-context';
import type { SandboxResult } from '../sandbox-result';
import { profileSeedOf } from './user-profiles';
import type { UserRecords } from './user-records';

/** Currencies a Pay ID can receive. Choice: the US fiat and the listed coins. */
export const PAY_ID_CURRENCIES: readonly string[] = ['USD', 'BTC', 'ETH', 'SOL', 'CRO'];
/** Choice: account parts nobody may take. */
const RESERVED_PARTS = new Set(['admin', 'support', 'crypto', 'help', 'security']);

export interface PayIdView {
  readonly accountPart: string;
  readonly payString: string;
  readonly currencies: readonly string[];
}

/** Pay IDs (spec 001 §7 pay_ids eligibility, show, verify, create, currencies update). */
export class PayIds {
  constructor(private readonly users: UserRecords) {}

  isEligible(account: SandboxAccount): boolean {
    return profileSeedOf(account.persona).payIdEligible && account.persona.countryCode === 'US';
  }

  show(account: SandboxAccount): SandboxResult<PayIdView> {
    const payId = this.users.of(account).payId;
    return payId === null ? err({ code: ErrorCode.payIdNotFound }) : ok(view(payId.accountPart, payId.currencies));
  }

  /** Whether an account part is well formed and free; the answer names the full PayString. */
  verify(typed: string): SandboxResult<{ readonly available: boolean; readonly payString: string }> {
    const part = checkPayIdAccountPart(typed);
    if (!part.ok) return err({ code: ErrorCode.payIdInvalid, meta: { problem: part.error } });
    return ok({ available: this.isFree(part.value), payString: payString(part.value) });
  }

  create(account: SandboxAccount, typed: string): SandboxResult<PayIdView> {
    if (!this.isEligible(account)) return err({ code: ErrorCode.payIdNotEligible });
    const user = this.users.of(account);
    if (user.payId !== null) return err({ code: ErrorCode.payIdAlreadyCreated });
    const part = checkPayIdAccountPart(typed);
    if (!part.ok) return err({ code: ErrorCode.payIdInvalid, meta: { problem: part.error } });
    if (!this.isFree(part.value)) return err({ code: ErrorCode.payIdTaken });
    user.payId = { accountPart: part.value, currencies: [...PAY_ID_CURRENCIES] };
    return ok(view(part.value, user.payId.currencies));
  }

  /** Chooses the currencies the Pay ID receives: at least one, each one a Pay ID currency. */
  updateCurrencies(account: SandboxAccount, currencies: readonly string[]): SandboxResult<PayIdView> {
    const payId = this.users.of(account).payId;
    if (payId === null) return err({ code: ErrorCode.payIdNotFound });
    const wanted = [...new Set(currencies.map((c) => c.trim().toUpperCase()))];
    if (wanted.length === 0 || wanted.some((c) => !PAY_ID_CURRENCIES.includes(c))) {
      return err({ code: ErrorCode.invalidParameter, message: `currencies must be some of ${PAY_ID_CURRENCIES.join(', ')}` });
    }
    payId.currencies = wanted;
    return ok(view(payId.accountPart, wanted));
  }

  private isFree(part: string): boolean {
    return !RESERVED_PARTS.has(part) && !this.users.all().some((u) => u.payId?.accountPart === part);
  }
}

const view = (accountPart: string, currencies: readonly string[]): PayIdView => ({ accountPart, payString: payString(accountPart), currencies });
