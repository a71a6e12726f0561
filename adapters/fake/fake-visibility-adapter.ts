import { BehaviorSubject, distinctUntilChanged, type Observable } from 'rxjs';
import type { VisibilityPort } from '../../application/ports/visibility-port';

/**
 * Page visibility under a test's control; visible until told otherwise. Never toggled, it is the
 * always-visible page of Node (the CLI, integration tests).
 */
export class FakeVisibilityAdapter implements VisibilityPort {
  private readonly visible = new BehaviorSubject(true);
  readonly visible$: Observable<boolean> = this.visible.pipe(distinctUntilChanged());

  hide(): void {
    this.visible.next(false);
  }

  show(): void {
    this.visible.next(true);
  }
}
