// @vitest-environment happy-dom
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { currencyCode } from '../../../../domain/money/currency';
import { BuyTabContent } from '../../../../ui/trade/basket/BuyTabContent';
import { tradeUiWorld } from '../trade-ui-world';

afterEach(cleanup);

describe('BuyTabContent', () => {
  it('shows the basket form for a basket and the coin form otherwise', async () => {
    const f = await tradeUiWorld();
    f.services.tradeDrawer.open({ tab: 'buy', asset: { kind: 'coin', symbol: currencyCode('BTC') } });
    f.renderUi(
      <BuyTabContent>
        <p>coin form</p>
      </BuyTabContent>,
    );
    expect(screen.getByText('coin form')).toBeDefined();
    act(() => f.services.tradeDrawer.open({ asset: { kind: 'basket', basketId: 'blue_chip' } }));
    await act(() => f.time.until(() => f.services.basketBuy.state.getSnapshot().load === 'ready'));
    expect(screen.queryByText('coin form')).toBeNull();
    expect(screen.getByRole('button', { name: 'Basket: blue_chip' })).toBeDefined();
    f.stop();
  });

  it('keeps the coin form for a basket while the basket product is off', async () => {
    const f = await tradeUiWorld();
    f.fakes.config.productConfig = { ...f.fakes.config.productConfig, basket: { ...f.fakes.config.productConfig.basket, enabled: false } };
    await f.services.customer.reload();
    f.services.tradeDrawer.open({ tab: 'buy', asset: { kind: 'basket', basketId: 'blue_chip' } });
    f.renderUi(
      <BuyTabContent>
        <p>coin form</p>
      </BuyTabContent>,
    );
    expect(screen.getByText('coin form')).toBeDefined();
    f.stop();
  });
});
