import { describe, expect, it } from 'vitest';
import { ATTRIBUTION_STORAGE_KEY, AppDownloadService, DEFAULT_INSTALL_LINK } from '../../../application/app-download/app-download-service';
import { MemoryKeyValueAdapter } from '../../../adapters/node/memory-key-value-adapter';

const at = (search: string) => ({ current: () => ({ pathname: '/hub/home', search }) });

describe('AppDownloadService (spec 000 §2, 001 §3, §9)', () => {
  it('opens and closes the one app download modal; the link is the default without attribution', () => {
    const service = new AppDownloadService({ storage: new MemoryKeyValueAdapter(), location: at('') });
    service.captureLanding();
    expect(service.state.getSnapshot()).toEqual({ open: false, installLink: DEFAULT_INSTALL_LINK });
    service.open();
    expect(service.state.getSnapshot().open).toBe(true);
    const opened = service.state.getSnapshot();
    service.open();
    expect(service.state.getSnapshot()).toBe(opened);
    service.close();
    expect(service.state.getSnapshot().open).toBe(false);
  });

  it('keeps the landing attribution and puts it on the install link, with the web-origin flag', () => {
    const storage = new MemoryKeyValueAdapter();
    const service = new AppDownloadService({ storage: storage, location: at('?utm_source=google&utm_campaign=spring&gclid=G1&other=x') });
    service.captureLanding();
    const link = new URL(service.state.getSnapshot().installLink);
    expect(Object.fromEntries(link.searchParams)).toEqual({ pid: 'google', c: 'spring', af_sub2: 'G1', af_web_origin: 'true' });
    expect(JSON.parse(storage.get(ATTRIBUTION_STORAGE_KEY) ?? '{}')).toEqual({ utm_source: 'google', utm_campaign: 'spring', gclid: 'G1' });
  });

  it('a later visit without attribution keeps the stored one; a broken stored value counts as none', () => {
    const storage = new MemoryKeyValueAdapter();
    storage.set(ATTRIBUTION_STORAGE_KEY, JSON.stringify({ utm_source: 'mail' }));
    const later = new AppDownloadService({ storage: storage, location: at('?page=2') });
    later.captureLanding();
    expect(new URL(later.state.getSnapshot().installLink).searchParams.get('pid')).toBe('mail');
    storage.set(ATTRIBUTION_STORAGE_KEY, '{not json');
    const broken = new AppDownloadService({ storage: storage, location: at('') });
    expect(broken.state.getSnapshot().installLink).toBe(DEFAULT_INSTALL_LINK);
  });
});
