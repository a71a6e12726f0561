import { distinctUntilChanged, fromEvent, map, type Observable, startWith } from 'rxjs';
import type { VisibilityPort } from '../../application/ports/visibility-port';

/** The parts of `document` the adapter reads (a real Document, or a stand-in in tests). */
export type VisibilitySource = Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>;

/**
 * Page visibility from document.visibilityState and its visibilitychange event; the listener is
 * removed when the last subscriber leaves. Only 'hidden' counts as not visible.
 */
export class DocumentVisibilityAdapter implements VisibilityPort {
  readonly visible$: Observable<boolean>;

  constructor(source: VisibilitySource) {
    this.visible$ = fromEvent(source, 'visibilitychange').pipe(
      startWith(undefined),
      map(() => source.visibilityState !== 'hidden'),
      distinctUntilChanged(),
    );
  }
}
