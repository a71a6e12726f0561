// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderBuyWidget } from './buy-test-world';

afterEach(cleanup);

describe('BuyWidget: the language of a purchase trade (spec 000 §7)', () => {
  it('a card purchase carries the language the page is shown in, as the account saves it: "en" in English', async () => {
    const w = await renderBuyWidget((f) => f.setCards({ id: 'card-4242' }));
    fireEvent.click(screen.getByRole('radio', { name: /Visa ending 4242/ }));
    fireEvent.change(screen.getByLabelText('Amount in USD'), { target: { value: '100' } });
    fireEvent.click(w.buyButton());
    await w.until(() => w.state().confirm.phase === 'open' && w.confirm().countdown.status === 'running');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await w.until(() => w.fakes.trading.calls.count('startPurchase') > 0);
    expect(w.fakes.trading.calls.requests('startPurchase')[0]?.[0]).toMatchObject({ language: 'en' });
    w.stop();
  });

  it('after the customer chooses German the widget starts over, and its purchase says "de", the language saved on the account', async () => {
    const w = await renderBuyWidget((f) => f.setCards({ id: 'card-4242' }));
    await act(async () => {
      await w.services.language.choose('de');
    });
    expect(w.fakes.config.userConfigs.preferredLocale).toBe('de');
    await w.until(() => w.state().sourcesLoaded && w.state().pairRate !== undefined);
    fireEvent.click(screen.getByRole('radio', { name: /4242/ }));
    act(() => w.buy.typeAmount('100'));
    act(() => w.buy.pressBuy());
    await w.until(() => w.state().confirm.phase === 'open' && w.confirm().countdown.status === 'running');
    act(() => w.buy.confirm());
    await w.until(() => w.fakes.trading.calls.count('startPurchase') > 0);
    expect(w.fakes.trading.calls.requests('startPurchase')[0]?.[0]).toMatchObject({ language: 'de' });
    w.stop();
  });
});
