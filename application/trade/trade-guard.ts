import type { SchedulerLike } from 'rxjs';
import { isTradingBlockedByCoolingOff } from '../../domain/compliance/cooling-off';
import { ERROR_CATALOGUE } from '../../domain/errors/error-catalogue';
import { ErrorCode } from '../../domain/errors/error-codes';
import { toNotice } from '../../domain/errors/error-notice';
import type { CustomerService } from '../account/customer-service';
import type { NoticeService } from '../notifications/notice-service';

export type TradeGuardVerdict = 'proceed' | 'blocked';

/** What a trade flow asks before quoting; 'blocked' means the customer has been told why. */
export interface PreTradeCheck {
  check(): TradeGuardVerdict;
}

/** What a TradeGuard is made from (named as the composition root names them). */
export interface TradeGuardDependencies {
  readonly customer: CustomerService;
  readonly notices: NoticeService;
  readonly scheduler: SchedulerLike;
}

/**
 * The pre-trade check every Buy and Sell path calls before asking for a quote (spec 000 §4: for
 * card, Apple Pay and Google Pay "a cooling-off or extra check may block first"; §6: UK users get a
 * cooling-off blocking dialog). A UK customer inside the cooling-off window gets the catalogue's
 * cooling-off dialog (trade_feature_restriction_in_cooling_off_period) and no quote is asked for.
 * Choice: it checks every payment method, since the server refuses them all inside the window;
 * before the app config has loaded it lets the trade through and the server's refusal shows the
 * same dialog.
 */
export class TradeGuard implements PreTradeCheck {
  constructor(private readonly deps: TradeGuardDependencies) {}

  check(): TradeGuardVerdict {
    const endsAt = this.deps.customer.state.getSnapshot().coolingOff?.endAt;
    if (!isTradingBlockedByCoolingOff(endsAt, this.deps.scheduler.now())) return 'proceed';
    this.deps.notices.present(toNotice(ErrorCode.coolingOffRestriction, ERROR_CATALOGUE[ErrorCode.coolingOffRestriction]));
    return 'blocked';
  }
}
