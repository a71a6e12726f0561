import { describe, expect, it } from 'vitest';
import { Launcher } from '../../../application/shared/launcher';

describe('Launcher: a flow any screen opens and one host shows', () => {
  it('is closed until opened, shows the last request, and closes', () => {
    const launcher = new Launcher<{ readonly currency: string }>();
    const seen: ({ readonly currency: string } | undefined)[] = [];
    const stop = launcher.request.subscribe(() => seen.push(launcher.request.getSnapshot()));
    expect(launcher.request.getSnapshot()).toBeUndefined();
    launcher.open({ currency: 'USD' });
    launcher.open({ currency: 'EUR' });
    expect(launcher.request.getSnapshot()).toEqual({ currency: 'EUR' });
    launcher.close();
    launcher.close();
    expect(launcher.request.getSnapshot()).toBeUndefined();
    stop();
    expect(seen).toEqual([undefined, { currency: 'USD' }, { currency: 'EUR' }, undefined]);
  });
});
