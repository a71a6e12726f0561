import { describe, expect, it } from 'vitest';
import { browserBrand } from '../../../domain/payment/browser-brand';

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
