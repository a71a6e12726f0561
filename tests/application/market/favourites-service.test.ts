import { describe, expect, it } from 'vitest';
import { businessError } from '../../../application/ports/api-error';
import { fakeWorld } from '../../support/fake-world';

async function setup(favourites: string[] = ['eth']) {
  const w = await fakeWorld();
  w.fakes.coins.setFavourites(favourites);
  const service = w.services.favourites;
  await service.load();
  return { ...w, service, state: () => service.state.getSnapshot() };
}

describe('FavouritesService (spec 001 §4, §8: optimistic, rollback with try later)', () => {
  it('reads the favourites once', async () => {
    const f = await setup();
    await f.service.load();
    expect(f.state()).toMatchObject({ status: 'ready', favourites: ['eth'] });
    expect(f.fakes.coins.calls.count('getFavourites')).toBe(1);
  });

  it('a toggle shows at once, and stays when the server accepts it', async () => {
    const f = await setup();
    const adding = f.service.toggle('btc');
    expect(f.state().favourites).toEqual(['eth', 'btc']);
    expect(f.state().pending.has('btc')).toBe(true);
    await adding;
    expect(f.state().favourites).toEqual(['eth', 'btc']);
    expect(f.state().pending.size).toBe(0);
    expect(f.fakes.coins.calls.requests('addFavourites')).toEqual([[['btc']]]);
    await f.service.toggle('eth');
    expect(f.state().favourites).toEqual(['btc']);
    expect(f.fakes.coins.calls.requests('removeFavourites')).toEqual([[['eth']]]);
  });

  it('a refused change is rolled back and the try-later notice shows; other coins keep their change', async () => {
    const f = await setup();
    const held = f.fakes.coins.calls.holdNext('addFavourites');
    f.fakes.coins.calls.failNext('addFavourites', businessError('coin_not_found'));
    const failing = f.service.toggle('btc');
    const removing = f.service.toggle('eth');
    expect(f.state().favourites).toEqual(['btc']);
    await removing;
    held.release();
    await failing;
    expect(f.state().favourites).toEqual([]);
    expect(f.services.toasts.toasts.getSnapshot()).toMatchObject([
      { kind: 'notice', notice: { code: 'favourite_failed', message: { key: 'web_error_try_later' } } },
    ]);
  });

  it('a second toggle of a coin while its change is pending is ignored', async () => {
    const f = await setup();
    const first = f.service.toggle('btc');
    await f.service.toggle('btc');
    await first;
    expect(f.state().favourites).toEqual(['eth', 'btc']);
    expect(f.fakes.coins.calls.count('addFavourites')).toBe(1);
  });

  it('a failed read is kept in state and nothing can be toggled', async () => {
    const w = await fakeWorld();
    w.fakes.coins.calls.failNext('getFavourites', { kind: 'network' });
    await w.services.favourites.load();
    expect(w.services.favourites.state.getSnapshot().status).toBe('failed');
    await w.services.favourites.toggle('btc');
    expect(w.fakes.coins.calls.count('addFavourites')).toBe(0);
  });
});
