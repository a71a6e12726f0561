import { describe, expect, it } from 'vitest';
import { GOOGLE_PAY_AUTH_METHODS, GOOGLE_PAY_NETWORKS, googlePayEnvironment, browserBrand } from '../../../domain/payment/google-pay';

describe('Google Pay (spec 000 §9)', () => {
  it('offers the MASTERCARD and VISA networks', () => {
    expect(GOOGLE_PAY_NETWORKS).toEqual(['MASTERCARD', 'VISA']);
  });

  it("uses PAN_ONLY and CRYPTOGRAM_3DS (the spec's '{product}GRAM_3DS')", () => {
    expect(GOOGLE_PAY_AUTH_METHODS).toEqual(['PAN_ONLY', 'CRYPTOGRAM_3DS']);
  });

  it('runs in production when live, in the test environment otherwise', () => {
    expect(googlePayEnvironment(true)).toBe('PRODUCTION');
    expect(googlePayEnvironment(false)).toBe('TEST');
  });
});

const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';

describe('browser brand for the Google Pay rule (spec 000 §5: Chrome, not Edge)', () => {
  it.each([
    ['Chrome', CHROME, { isChrome: true, isEdge: false }],
    ['headless Chromium', CHROME.replace('Chrome/', 'HeadlessChrome/'), { isChrome: true, isEdge: false }],
    [
      'Chrome on iOS',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/156.0 Mobile/15E148 Safari/604.1',
      { isChrome: true, isEdge: false },
    ],
    ['Edge, which also says Chrome', `${CHROME} Edg/156.0.0.0`, { isChrome: true, isEdge: true }],
    ['Edge on Android', `${CHROME} EdgA/156.0.0.0`, { isChrome: true, isEdge: true }],
    ['legacy Edge', `${CHROME} Edge/18.19041`, { isChrome: true, isEdge: true }],
    ['Firefox', 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0', { isChrome: false, isEdge: false }],
    [
      'Safari',
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15',
      { isChrome: false, isEdge: false },
    ],
    ['nothing', '', { isChrome: false, isEdge: false }],
  ])('%s', (_name, userAgent, brand) => {
    expect(browserBrand(userAgent)).toEqual(brand);
  });
});
