import { describe, expect, it } from 'vitest';
import { DataLayerAnalyticsAdapter, type DataLayerHost } from '../../../adapters/browser/data-layer-analytics-adapter';

describe('DataLayerAnalyticsAdapter', () => {
  it('pushes each event as { event, ...properties } onto the data layer, creating it when the page has none', () => {
    const host: DataLayerHost = {};
    const analytics = new DataLayerAnalyticsAdapter(host);
    analytics.track({ name: 'nav_home_clicked' });
    analytics.track({ name: 'deposit_method_initiated', properties: { currency: 'USD', method: 'us_ach' } });
    expect(host.dataLayer).toEqual([{ event: 'nav_home_clicked' }, { event: 'deposit_method_initiated', currency: 'USD', method: 'us_ach' }]);
  });

  it("keeps a tag manager's data layer and what it already holds", () => {
    const existing: unknown[] = [{ 'gtm.start': 1 }];
    const host: DataLayerHost = { dataLayer: existing };
    new DataLayerAnalyticsAdapter(host).track({ name: 'nav_market_clicked' });
    expect(host.dataLayer).toBe(existing);
    expect(existing).toEqual([{ 'gtm.start': 1 }, { event: 'nav_market_clicked' }]);
  });

  it('a data layer that throws does not reach the caller', () => {
    const host: DataLayerHost = {
      dataLayer: Object.assign([], {
        push: () => {
          throw new Error('tag manager broke');
        },
      }),
    };
    expect(() => new DataLayerAnalyticsAdapter(host).track({ name: 'nav_more_clicked' })).not.toThrow();
  });
});
