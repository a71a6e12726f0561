import { ErrorCode } from '../../../../domain/errors/error-codes';
import { err, ok } from '../../../../domain/shared/result';
import type { SandboxAccount, SandboxContext } from '../sandbox-context';
import type { SandboxResult } from '../sandbox-result';
import { type OfferState, rewardsSlice } from './rewards-slice';

/** Choice: a subscription preview or lockup order can be taken for 60 s (sandbox clock). */
export const OFFER_TTL_MS = 60_000;

export function openOffer(context: SandboxContext, account: SandboxAccount, offer: Omit<OfferState, 'id' | 'userUuid' | 'expiresAt' | 'used'>): OfferState {
  const opened: OfferState = {
    ...offer,
    id: context.nextId(offer.kind === 'subscription' ? 'lvp' : 'lko'),
    userUuid: account.uuid,
    expiresAt: context.now() + OFFER_TTL_MS,
    used: false,
  };
  rewardsSlice(context).offers[opened.id] = opened;
  return opened;
}

/** An offer the customer can still take: their own, of this kind, not used, not expired. The caller marks it used. */
export function takeOffer(context: SandboxContext, account: SandboxAccount, id: string, kind: OfferState['kind']): SandboxResult<OfferState> {
  const offer = rewardsSlice(context).offers[id];
  if (offer === undefined || offer.userUuid !== account.uuid || offer.kind !== kind) return err({ code: ErrorCode.rewardPreviewNotFound });
  if (offer.used) return err({ code: ErrorCode.rewardPreviewAlreadyUsed });
  if (context.now() >= offer.expiresAt) return err({ code: ErrorCode.rewardPreviewExpired });
  return ok(offer);
}
