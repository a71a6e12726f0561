// @vitest-environment happy-dom
import { act, cleanup } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { percentTextFormatter, priceTextFormatter } from '../../../domain/format/live-price-format';
import { LIVE_PRICE_BATCH_MS } from '../../../domain/market/live-price-batch';
import { currencyCode } from '../../../domain/money/currency';
import { LiveChange } from '../../../ui/market/LiveCells';
import { LivePrice } from '../../../ui/shared/LivePrice';
import { fakeApp, renderWithServices } from '../render-with-services';

const price = priceTextFormatter('en', currencyCode('USD'));
const percent = percentTextFormatter('en');

async function live() {
  const app = fakeApp();
  await app.ready();
  const stop = app.services.livePrices.start();
  await app.time.until(() => app.fakes.priceStream.livePrices.connections.length === 1);
  const push = async (prices: Readonly<Record<string, string>>) => {
    act(() => app.fakes.priceStream.pushPrices(prices));
    await act(() => app.time.advance(LIVE_PRICE_BATCH_MS));
  };
  return { app, push, stop };
}

const figure = (host: HTMLElement) => host.firstElementChild;

/** A row's price that comes to show ETH instead of BTC, as a list row does after a sort. */
function NextCoin() {
  const [coinId, setCoinId] = useState('btc');
  return (
    <>
      <LivePrice coinId={coinId} listed="100" format={price} testId="price" />
      <button type="button" onClick={() => setCoinId('eth')}>
        next
      </button>
    </>
  );
}

describe('live figures drawn as they tick (LivePrice, LiveChange)', () => {
  afterEach(cleanup);

  it('shows the listed price untinted, then each live price with an up or down tint on a new figure, so the tint runs again', async () => {
    const { app, push, stop } = await live();
    const { getByTestId } = renderWithServices(<LivePrice coinId="btc" listed="100" format={price} testId="price" />, app.services);
    const host = getByTestId('price');
    expect(host.textContent).toBe('$100.00');
    expect(figure(host)?.className).toBe('numeric tick tick--none');
    await push({ btc: '101.5' });
    const up = figure(host);
    expect(host.textContent).toBe('$101.50');
    expect(up?.className).toBe('numeric tick tick--up');
    await push({ btc: '99' });
    expect(host.textContent).toBe('$99.000');
    expect(figure(host)?.className).toBe('numeric tick tick--down');
    expect(figure(host)).not.toBe(up);
    // Another coin's price leaves this figure alone.
    const down = figure(host);
    await push({ eth: '2000' });
    expect(figure(host)).toBe(down);
    stop();
  });

  it("a figure that comes to show another coin (a list row after a sort) starts untinted, then tints on that coin's moves", async () => {
    const { app, push, stop } = await live();
    await push({ btc: '200', eth: '50' });
    const { getByTestId, getByRole } = renderWithServices(<NextCoin />, app.services);
    expect(getByTestId('price').textContent).toBe('$200.00');
    expect(figure(getByTestId('price'))?.className).toBe('numeric tick tick--none');
    await userEvent.click(getByRole('button', { name: 'next' }));
    expect(getByTestId('price').textContent).toBe('$50.000');
    expect(figure(getByTestId('price'))?.className).toBe('numeric tick tick--none');
    await push({ eth: '51' });
    expect(figure(getByTestId('price'))?.className).toBe('numeric tick tick--up');
    stop();
  });

  it('by symbol, as holdings and the asset selector know coins', async () => {
    const { app, push, stop } = await live();
    const { getByTestId } = renderWithServices(<LivePrice symbol="BTC" listed="0.5" format={price} testId="price" />, app.services);
    expect(getByTestId('price').textContent).toBe('$0.5000');
    await push({ btc: '0.25' });
    expect(getByTestId('price').textContent).toBe('$0.2500');
    expect(figure(getByTestId('price'))?.className).toBe('numeric tick tick--down');
    stop();
  });

  it('the live 24 h change shows its sign and says its direction in words; without any change a dash', async () => {
    const { app, push, stop } = await live();
    const { container } = renderWithServices(
      <>
        <LiveChange coinId="btc" listed="1.5" format={percent} />
        <LiveChange coinId="eth" listed={undefined} format={percent} />
      </>,
      app.services,
    );
    const [btc, eth] = [...container.querySelectorAll('.live-figure')];
    expect(btc?.textContent).toBe('+1.50%up 1.50%');
    expect(btc?.firstElementChild?.className).toBe('numeric change--up');
    expect(eth?.textContent).toBe('–');
    await push({ btc: '100|-0.004', eth: '10|-2.5' });
    expect(btc?.textContent).toBe('0.00%unchanged');
    expect(btc?.firstElementChild?.className).toBe('numeric change--flat');
    expect(eth?.textContent).toBe('-2.50%down 2.50%');
    expect(eth?.querySelector('[aria-hidden="true"]')?.textContent).toBe('-2.50%');
    stop();
  });
});
