import { type SchedulerLike } from 'rxjs';
import { type BalanceService } from '../../application/account/balance-service';
import { type AppServices } from '../../application/app-services';
import { type NoticeService } from '../../application/notifications/notice-service';
import { type ToastService } from '../../application/notifications/toast-service';
import { type AccountPort } from '../../application/ports/account-port';
import { type IdPort } from '../../application/ports/id-port';
import { type KeyValuePort } from '../../application/ports/key-value-port';
import { type SessionPort } from '../../application/ports/session-port';
import { type TradingPort } from '../../application/ports/trading-port';
import { type SessionExpiryService } from '../../application/session/session-expiry-service';
import { type SignInService } from '../../application/session/sign-in-service';
import { type LocationPort } from '../../application/ports/location-port';
import { type BuyService } from '../../application/trade/buy-service';
import { type RequestSigner } from '../crypto/request-signer';
import { type HttpClient } from '../http/http-client';
import { type RequestIdentity } from '../http/request-identity';

/** What each token resolves to; `resolve` is typed by it. */
export interface Registry {
  scheduler: SchedulerLike;
  ids: IdPort;
  storage: KeyValuePort;
  identity: RequestIdentity;
  signer: RequestSigner;
  http: HttpClient;
  sessionPort: SessionPort;
  accountPort: AccountPort;
  tradingPort: TradingPort;
  toasts: ToastService;
  notices: NoticeService;
  balances: BalanceService;
  signIn: SignInService;
  sessionExpiry: SessionExpiryService;
  location: LocationPort;
  buy: BuyService;
  services: AppServices;
}

export type TokenName = keyof Registry;

/** One symbol per service; the only place tokens are declared. */
export const TOKENS: { readonly [K in TokenName]: symbol } = {
  scheduler: Symbol('scheduler'),
  ids: Symbol('ids'),
  storage: Symbol('storage'),
  identity: Symbol('identity'),
  signer: Symbol('signer'),
  http: Symbol('http'),
  sessionPort: Symbol('sessionPort'),
  accountPort: Symbol('accountPort'),
  tradingPort: Symbol('tradingPort'),
  toasts: Symbol('toasts'),
  notices: Symbol('notices'),
  balances: Symbol('balances'),
  signIn: Symbol('signIn'),
  sessionExpiry: Symbol('sessionExpiry'),
  location: Symbol('location'),
  buy: Symbol('buy'),
  services: Symbol('services'),
};
