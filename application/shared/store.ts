import { BehaviorSubject, distinctUntilChanged, type Observable } from 'rxjs';

/** What the UI sees of application state: an immutable snapshot and change notifications. */
export interface ReadableStore<T> {
  readonly getSnapshot: () => T;
  readonly subscribe: (listener: () => void) => () => void;
  readonly state$: Observable<T>;
}

/** Application-owned state; snapshots keep their identity until they change. */
export class StateStore<T> implements ReadableStore<T> {
  private readonly subject: BehaviorSubject<T>;
  readonly state$: Observable<T>;

  constructor(initial: T) {
    this.subject = new BehaviorSubject(initial);
    this.state$ = this.subject.pipe(distinctUntilChanged());
  }

  getSnapshot = (): T => this.subject.getValue();

  subscribe = (listener: () => void): (() => void) => {
    const subscription = this.subject.subscribe({ next: () => listener() });
    return () => subscription.unsubscribe();
  };

  update(change: (current: T) => T): void {
    const next = change(this.subject.getValue());
    if (next !== this.subject.getValue()) this.subject.next(next);
  }
}
