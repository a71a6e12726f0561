import { ERROR_CATALOGUE } from '../../domain/errors/error-catalogue';
import { ErrorCode } from '../../domain/errors/error-codes';
import { toNotice } from '../../domain/errors/error-notice';
import type { PayMethod } from '../../domain/payment/pay-method';
import { isCardSchemeMethod, purchaseBlock } from '../../domain/trade/purchase-gate';
import { quoteFailureNotice } from '../errors/failure-notice';
import type { NoticeService } from '../notifications/notice-service';
import type { SessionPort } from '../ports/session-port';

/** What a PrePurchaseCheck is made from (named as the composition root names them). */
export interface PrePurchaseCheckDependencies {
  readonly session: SessionPort;
  readonly notices: NoticeService;
}

/**
 * The extra step before a card, Apple Pay or Google Pay purchase opens its confirmation (spec 000
 * §4, 001 §6; the rule is domain/trade/purchase-gate.ts), after the trade guard's cooling-off
 * check: a device the session does not trust gets the 'verify this device' notice; a failed trust
 * check gets the notice of its failure. Wallet buys pass at once, without a call.
 */
export class PrePurchaseCheck {
  constructor(private readonly deps: PrePurchaseCheckDependencies) {}

  /** Whether the purchase may go on; when not, the customer has been told why. */
  async allows(method: PayMethod): Promise<boolean> {
    if (!isCardSchemeMethod(method)) return true;
    const trusted = await this.deps.session.isTrustedDevice();
    if (!trusted.ok) {
      this.deps.notices.present(quoteFailureNotice(trusted.error));
      return false;
    }
    if (purchaseBlock({ method, deviceTrusted: trusted.value }) === 'untrusted_device') {
      this.deps.notices.present(toNotice(ErrorCode.deviceNotTrusted, ERROR_CATALOGUE[ErrorCode.deviceNotTrusted]));
      return false;
    }
    return true;
  }
}
