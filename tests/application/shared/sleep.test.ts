import { describe, expect, it } from 'vitest';
import { sleepOn } from '../../../application/shared/sleep';
import { VirtualTime } from '../../support/virtual-time';

describe('sleepOn', () => {
  it('resolves after the given milliseconds of scheduler time', async () => {
    const time = new VirtualTime();
    let done = false;
    void sleepOn(time.scheduler)(1000).then(() => (done = true));
    await time.advance(999);
    expect(done).toBe(false);
    await time.advance(1);
    expect(done).toBe(true);
  });

  it('cancelling leaves it pending and frees the timer', async () => {
    const time = new VirtualTime();
    const cancel = new AbortController();
    let done = false;
    void sleepOn(time.scheduler)(1000, cancel.signal).then(() => (done = true));
    cancel.abort();
    expect(time.scheduler.actions).toHaveLength(0);
    await time.advance(5000);
    expect(done).toBe(false);
  });
});
