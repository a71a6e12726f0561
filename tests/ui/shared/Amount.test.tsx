// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { currencyCode } from '../../../domain/money/currency';
import { dec } from '../../../domain/money/decimal';
import { Amount } from '../../../ui/shared/Amount';
import { fakeApp, renderWithServices } from '../render-with-services';

const renderAmount = (element: React.ReactElement, query?: string) => {
  const app = fakeApp();
  app.services.language.start({ query, browser: [] });
  renderWithServices(<p data-testid="line">Total: {element} today</p>, app.services);
  return screen.getByTestId('line').querySelector('bdi');
};

describe('Amount: formatted by the domain, isolated for bidi (spec 001 §9 right-to-left currencies)', () => {
  afterEach(cleanup);

  it('a right-to-left currency is isolated right to left', () => {
    const bdi = renderAmount(<Amount amount={dec('1234.567')} currency={currencyCode('AED')} />);
    expect(bdi?.getAttribute('dir')).toBe('rtl');
    expect(bdi?.textContent?.replace(/\s/g, ' ')).toBe('AED 1,234.56');
  });

  it('other currencies are isolated left to right, also on a right-to-left page', () => {
    const bdi = renderAmount(<Amount amount={dec('10')} currency={currencyCode('USD')} />, 'ar');
    expect(bdi?.getAttribute('dir')).toBe('ltr');
    expect(bdi?.textContent).toBe('$10.00');
  });

  it('coin amounts keep up to 8 decimals, rounded down, in the shown locale', async () => {
    renderAmount(<Amount amount={dec('0.123456789')} currency={currencyCode('BTC')} kind="coin" />, 'de');
    const shown = await screen.findByText('0,12345678 BTC');
    expect(shown.tagName).toBe('BDI');
  });
});
