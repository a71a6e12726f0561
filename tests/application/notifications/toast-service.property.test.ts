import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TOAST_AUTO_CLOSE_MS, ToastService } from '../../../application/notifications/toast-service';
import { RUNS } from '../../arbitraries/runs';
import { VirtualTime } from '../../support/virtual-time';

/** The model: each shown toast with the virtual time it closes at, or null while held. */
interface Model {
  now: number;
  toasts: { id: number; closesAt: number | null }[];
}

interface Real {
  time: VirtualTime;
  toasts: ToastService;
}

const check = (m: Model, r: Real): void => {
  expect(r.toasts.toasts.getSnapshot().map((t) => t.id)).toEqual(m.toasts.map((t) => t.id));
};

class Show implements fc.AsyncCommand<Model, Real> {
  check = (): boolean => true;
  async run(m: Model, r: Real): Promise<void> {
    const id = r.toasts.show('info', 'toast_price_refreshed', { seconds: 15 });
    m.toasts.push({ id, closesAt: m.now + TOAST_AUTO_CLOSE_MS });
    check(m, r);
    await Promise.resolve();
  }
  toString = (): string => 'show';
}

/** Acts on the n-th shown toast (modulo the count), if any. */
class OnToast implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly action: 'hold' | 'release' | 'dismiss',
    readonly n: number,
  ) {}
  check = (m: Readonly<Model>): boolean => m.toasts.length > 0;
  async run(m: Model, r: Real): Promise<void> {
    const toast = m.toasts[this.n % m.toasts.length];
    if (toast === undefined) return;
    r.toasts[this.action](toast.id);
    if (this.action === 'hold') toast.closesAt = null;
    if (this.action === 'release' && toast.closesAt === null) toast.closesAt = m.now + TOAST_AUTO_CLOSE_MS;
    if (this.action === 'dismiss') m.toasts = m.toasts.filter((t) => t !== toast);
    check(m, r);
    await Promise.resolve();
  }
  toString = (): string => `${this.action}(#${String(this.n)})`;
}

class Advance implements fc.AsyncCommand<Model, Real> {
  constructor(readonly ms: number) {}
  check = (): boolean => true;
  async run(m: Model, r: Real): Promise<void> {
    await r.time.advance(this.ms);
    m.now += this.ms;
    m.toasts = m.toasts.filter((t) => t.closesAt === null || t.closesAt > m.now);
    check(m, r);
  }
  toString = (): string => `advance(${String(this.ms)})`;
}

const commands = [
  fc.constant(new Show()),
  fc.tuple(fc.constantFrom('hold' as const, 'release' as const, 'dismiss' as const), fc.nat(5)).map(([action, n]) => new OnToast(action, n)),
  fc.integer({ min: 0, max: 6000 }).map((ms) => new Advance(ms)),
];

describe('ToastService, model-based (spec 000 §8: auto-close 4000 ms, close button; held while read)', () => {
  it('a toast closes exactly 4000 ms after it was shown or last released, never while held, at once when dismissed', async () => {
    await fc.assert(
      fc.asyncProperty(fc.commands(commands, { maxCommands: 40 }), async (cmds) => {
        const time = new VirtualTime();
        await fc.asyncModelRun(() => ({ model: { now: 0, toasts: [] }, real: { time, toasts: new ToastService({ scheduler: time.scheduler }) } }), cmds);
      }),
      RUNS,
    );
  });
});
