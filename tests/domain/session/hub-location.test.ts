import { describe, expect, it } from 'vitest';
import { isHubPath, pathAndQuery } from '../../../domain/session/hub-location';

describe('hub locations', () => {
  it('/hub and paths under /hub/ are in the hub; look-alikes are not', () => {
    expect(isHubPath('/hub')).toBe(true);
    expect(isHubPath('/hub/home')).toBe(true);
    expect(isHubPath('/hubx')).toBe(false);
    expect(isHubPath('/explore/predict')).toBe(false);
  });

  it('path and query joins with one ? and drops an empty query', () => {
    expect(pathAndQuery({ pathname: '/hub/home', search: '?a=1' })).toBe('/hub/home?a=1');
    expect(pathAndQuery({ pathname: '/hub/home', search: 'a=1' })).toBe('/hub/home?a=1');
    expect(pathAndQuery({ pathname: '/hub/home', search: '?' })).toBe('/hub/home');
    expect(pathAndQuery({ pathname: '/hub/home', search: '' })).toBe('/hub/home');
  });
});
