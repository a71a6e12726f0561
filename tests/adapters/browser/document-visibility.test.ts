import { describe, expect, it } from 'vitest';
import { DocumentVisibilityAdapter, type VisibilitySource } from '../../../adapters/browser/document-visibility';

/** A document stand-in: an EventTarget with a settable visibilityState. */
class FakeDocument extends EventTarget implements VisibilitySource {
  visibilityState: DocumentVisibilityState = 'visible';
  listeners = 0;

  override addEventListener(...args: Parameters<EventTarget['addEventListener']>): void {
    this.listeners += 1;
    super.addEventListener(...args);
  }

  override removeEventListener(...args: Parameters<EventTarget['removeEventListener']>): void {
    this.listeners -= 1;
    super.removeEventListener(...args);
  }

  set(state: DocumentVisibilityState): void {
    this.visibilityState = state;
    this.dispatchEvent(new Event('visibilitychange'));
  }
}

describe('DocumentVisibilityAdapter', () => {
  it('emits the current visibility, then each change once; removes its listener when unsubscribed', () => {
    const doc = new FakeDocument();
    doc.visibilityState = 'hidden';
    const seen: boolean[] = [];
    const subscription = new DocumentVisibilityAdapter(doc).visible$.subscribe((v) => seen.push(v));
    doc.set('visible');
    doc.set('visible');
    doc.set('hidden');
    expect(seen).toEqual([false, true, false]);
    expect(doc.listeners).toBe(1);
    subscription.unsubscribe();
    expect(doc.listeners).toBe(0);
  });
});
