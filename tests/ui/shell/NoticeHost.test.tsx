// @vitest-environment happy-dom
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RestrictedFeatureService } from '../../../application/compliance/restricted-feature-service';
import { type ApiError, businessError } from '../../../application/ports/api-error';
import { routeTradeFailure } from '../../../application/trade/trade-failure';
import { FakeKycAdapter } from '../../../adapters/fake/fake-kyc-adapter';
import { NoticeHost } from '../../../ui/shell/NoticeHost';
import { fakeApp, renderWithServices } from '../render-with-services';

const HOUR = 3_600_000;

/** Feeds a failed step through routeTradeFailure to the notice service, as every trade flow does, and renders the host. */
async function show(stage: 'quote' | 'confirm', error: ApiError, basket: boolean, options: { kycStatus?: 'restricted'; coolingOffHours?: number } = {}) {
  const app = fakeApp({ phoneCountry: options.coolingOffHours === undefined ? 'USA' : 'GBR' });
  if (options.coolingOffHours !== undefined) {
    app.fakes.config.appConfig = {
      ...app.fakes.config.appConfig,
      coolingOff: { firebaseId: 'uk_cool_off', endAt: app.time.scheduler.now() + options.coolingOffHours * HOUR },
    };
  }
  await app.ready();
  const services =
    options.kycStatus === undefined
      ? app.services
      : { ...app.services, restrictedFeature: new RestrictedFeatureService({ kyc: new FakeKycAdapter({ status: options.kycStatus }) }) };
  const reload = vi.fn<() => void>();
  renderWithServices(<NoticeHost reload={reload} />, services);
  const route = routeTradeFailure(stage, error, { basket });
  act(() => {
    if (route.kind === 'notice') services.notices.present(route.notice);
  });
  return { route, reload, app, services };
}

const dialog = () => screen.findByRole('alertdialog');
const text = (element: HTMLElement) => element.textContent ?? '';

describe('the notice host shows every spec 000 §8 quote and trade error as the catalogue says', () => {
  afterEach(cleanup);

  it('not_enough_balance stays in the widget (inline), for baskets and coins', async () => {
    for (const basket of [true, false]) {
      const { route } = await show('quote', businessError('not_enough_balance'), basket);
      expect(route.kind).toBe('inline');
      expect(screen.queryByRole('alertdialog')).toBeNull();
      cleanup();
    }
  });

  it('exceed_user_daily_trading_limit: a dialog with the server message, else the code', async () => {
    await show('quote', businessError('exceed_user_daily_trading_limit', { message: 'You can trade 1,000 USD a day.' }), true);
    const shown = await dialog();
    expect(within(shown).getByRole('heading', { name: 'Daily trading limit reached' })).toBeDefined();
    expect(text(shown)).toContain('You can trade 1,000 USD a day.');
    cleanup();
    await show('quote', businessError('exceed_user_daily_trading_limit'), false);
    expect(text(await dialog())).toContain('exceed_user_daily_trading_limit');
  });

  it('trade_feature_restriction_in_cooling_off_period: the cooling-off dialog with the hours and minutes left', async () => {
    const { app } = await show('quote', businessError('trade_feature_restriction_in_cooling_off_period'), false, { coolingOffHours: 5 });
    const shown = await dialog();
    expect(within(shown).getByRole('heading', { name: 'Cooling-off period' })).toBeDefined();
    expect(text(shown)).toContain('As a new customer you can trade once your 24-hour cooling-off period has ended.');
    expect(text(shown)).toContain('You can trade in 5 hours 1 minute.');
    await act(() => app.time.advance(2 * 60_000));
    expect(text(shown)).toContain('You can trade in 4 hours 59 minutes.');
    expect(document.activeElement).toBe(within(shown).getByRole('button', { name: 'Got it' }));
  });

  it('restricted_feature, not verified yet: the verification modal, leading to the app (its download modal) or Accounts', async () => {
    const { services } = await show('quote', businessError('restricted_feature'), true);
    const shown = await dialog();
    await within(shown).findByText('Finish verifying your identity and setting up your cash account to buy and sell crypto.');
    expect(within(shown).getByRole('heading', { name: 'Verification needed' })).toBeDefined();
    expect(text(shown)).toContain('Please verify your identity to use this feature.');
    expect(within(shown).getByRole('button', { name: 'Go to Accounts' })).toBeDefined();
    expect(within(shown).getByRole('button', { name: 'Not now' })).toBeDefined();
    await userEvent.click(within(shown).getByRole('button', { name: 'Continue in the app' }));
    expect(services.appDownload.state.getSnapshot().open).toBe(true);
    expect(services.notices.alert.getSnapshot()).toBeUndefined();
  });

  it('restricted_feature, with a restricted cash account: enhanced due diligence', async () => {
    const { services } = await show('quote', businessError('restricted_feature'), false, { kycStatus: 'restricted' });
    const shown = await dialog();
    expect(await within(shown).findByRole('heading', { name: 'A few more details needed' })).toBeDefined();
    expect(text(shown)).toContain('enhanced due diligence');
    await userEvent.click(within(shown).getByRole('button', { name: 'Go to Accounts' }));
    expect(services.notices.alert.getSnapshot()).toBeUndefined();
  });

  it('basket hit_max_threshold and hit_min_threshold: one of the coins over the maximum, a token under the minimum', async () => {
    await show('quote', businessError('hit_max_threshold'), true);
    expect(text(await dialog())).toContain('One of the coins in this basket is over its maximum.');
    cleanup();
    await show('quote', businessError('hit_min_threshold'), true);
    expect(text(await dialog())).toContain('One of the coins in this basket is under its minimum.');
  });

  it("basket rebalancing_is_in_progress: a warning 'try again later'", async () => {
    await show('quote', businessError('rebalancing_is_in_progress'), true);
    const shown = await dialog();
    expect(within(shown).getByRole('heading', { name: 'Rebalancing in progress' })).toBeDefined();
    expect(within(shown).getByRole('img', { name: 'Warning' })).toBeDefined();
    expect(text(shown)).toContain('Please try again later.');
  });

  it('any other basket code: a warning dialog with the generic title, the server message, and a refresh button reloading the page', async () => {
    const { reload, services } = await show('quote', businessError('basket_paused', { message: 'This basket is paused.' }), true);
    const shown = await dialog();
    expect(within(shown).getByRole('heading', { name: 'Something went wrong' })).toBeDefined();
    expect(text(shown)).toContain('This basket is paused.');
    await userEvent.click(within(shown).getByRole('button', { name: 'Refresh page' }));
    expect(reload).toHaveBeenCalledOnce();
    expect(services.notices.alert.getSnapshot()).toBeUndefined();
    cleanup();
    await show('quote', businessError('basket_paused'), true);
    expect(text(await dialog())).toContain('We could not price this basket right now.');
  });

  it("coins, any other code: 'Failed to create quotation' with the server message or 'try later', and no refresh", async () => {
    await show('quote', businessError('quotation_unavailable', { message: 'Quotes are paused.' }), false);
    const shown = await dialog();
    expect(within(shown).getByRole('heading', { name: 'Failed to create quotation' })).toBeDefined();
    expect(text(shown)).toContain('Quotes are paused.');
    expect(within(shown).queryByRole('button', { name: 'Refresh page' })).toBeNull();
    cleanup();
    await show('quote', businessError('quotation_unavailable'), false);
    expect(text(await dialog())).toContain('Please try again later.');
  });

  it('trading_pair_not_supported: the trading-pair dialog', async () => {
    await show('quote', businessError('trading_pair_not_supported'), false);
    const shown = await dialog();
    expect(within(shown).getByRole('heading', { name: 'Something went wrong' })).toBeDefined();
    expect(text(shown)).toContain('This trading pair is not supported right now. Please try later.');
  });

  it('a quote that fails on the network: the network dialog', async () => {
    await show('quote', { kind: 'network' }, false);
    const shown = await dialog();
    expect(within(shown).getByRole('heading', { name: 'Network error' })).toBeDefined();
    expect(text(shown)).toContain('Check your network connection and try again.');
  });

  it('Singapore card codes at confirmation: card not supported for crypto', async () => {
    for (const code of ['sg_credit_card_crypto_not_supported', 'sg_credit_card_no_longer_available_for_trading', 'pgw__sg_cc_not_supported_4_add_card']) {
      const { route } = await show('confirm', businessError(code), false);
      expect(route.kind).toBe('notice');
      const shown = await dialog();
      expect(within(shown).getByRole('heading', { name: 'Card not supported for crypto' })).toBeDefined();
      expect(text(shown)).toContain('This card cannot be used to buy crypto.');
      cleanup();
    }
  });

  it("other confirmation failures go to the flow's failure modal, not the host", async () => {
    const { route } = await show('confirm', businessError('transaction_failed'), true);
    expect(route).toMatchObject({ kind: 'failure_modal', notice: { title: { kind: 'key', key: 'web_error_purchase_failed_title' } } });
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('an unauthorized private call: "Session expired" with "Log in to continue" after 1 s, and one redirect', async () => {
    const { app, services } = await show('quote', businessError('not_enough_balance'), false);
    act(() => services.notices.reportRequestFailure({ kind: 'status', status: 401 }, { method: 'GET', path: '/api/balances/total' }));
    await act(() => app.time.advance(999));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await act(() => app.time.advance(1));
    const shown = await dialog();
    expect(within(shown).getByRole('heading', { name: 'Session expired' })).toBeDefined();
    expect(text(shown)).toContain('Log in to continue.');
    expect(services.sessionExpiry.redirect.getSnapshot()).toBe('/login?redirect=%2Fhub%2Fhome');
  });

  it('one notice at a time; Escape closes it', async () => {
    const { services } = await show('quote', businessError('hit_max_threshold'), true);
    const first = await dialog();
    act(() => services.notices.present(routeTradeFailure('quote', businessError('hit_min_threshold'), { basket: true }).notice));
    expect(text(first)).toContain('over its maximum');
    await userEvent.keyboard('{Escape}');
    expect(services.notices.alert.getSnapshot()).toBeUndefined();
  });
});
