import { useSyncExternalStore } from 'react';
import type { ReadableStore } from '../../application/shared/store';

/** Subscribes a component to an application store; re-renders only when the snapshot changes. */
export const useStore = <T>(store: ReadableStore<T>): T => useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
