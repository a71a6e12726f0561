import type { Observable } from 'rxjs';

/**
 * Whether the page is visible to the user (document.visibilityState in a browser). Emits the
 * current value on subscribe, then every change. Streams pause while it is false.
 */
export interface VisibilityPort {
  readonly visible$: Observable<boolean>;
}
