import { BalanceService } from '../../../application/account/balance-service';
import { type AppServices } from '../../../application/app-services';
import { NoticeService } from '../../../application/notifications/notice-service';
import { ToastService } from '../../../application/notifications/toast-service';
import { SessionExpiryService } from '../../../application/session/session-expiry-service';
import { SignInService } from '../../../application/session/sign-in-service';
import { BuyService } from '../../../application/trade/buy-service';
import { FakeAccountAdapter } from '../../../adapters/fake/fake-account-adapter';
import { FakeSessionAdapter } from '../../../adapters/fake/fake-session-adapter';
import { FakeTradingAdapter } from '../../../adapters/fake/fake-trading-adapter';
import { MemoryKeyValueAdapter } from '../../../adapters/fake/memory-key-value-adapter';
import { MemoryLoggingAdapter } from '../../../adapters/fake/memory-logging-adapter';
import { VirtualTime } from '../../support/virtual-time';

/** The app's services over fakes, signed in (after `signIn.restore()`), with a memory logger. */
export function hubTestServices(): { services: AppServices; logger: MemoryLoggingAdapter } {
  const time = new VirtualTime();
  const scheduler = time.scheduler;
  const toasts = new ToastService(scheduler);
  const notices = new NoticeService(toasts, { serverErrorNoticeEnabled: false });
  const signIn = new SignInService(new FakeSessionAdapter().signIn(), new MemoryKeyValueAdapter(), scheduler);
  const account = new FakeAccountAdapter();
  const balances = new BalanceService(account, scheduler);
  const buy = new BuyService(new FakeTradingAdapter({ clock: time.now, account }), balances, toasts, { newId: () => 'id-1' }, scheduler);
  const location = { current: () => ({ pathname: '/hub/home', search: '' }) };
  const sessionExpiry = new SessionExpiryService(notices, location, scheduler, signIn);
  const logger = new MemoryLoggingAdapter();
  return { services: { signIn, sessionExpiry, balances, buy, toasts, notices, logger }, logger };
}
