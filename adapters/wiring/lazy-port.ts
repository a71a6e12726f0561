/** A port whose every method returns a promise (the HTTP adapters' shape). */
export type AsyncPort<T> = { readonly [K in keyof T]: T[K] extends (...args: infer A) => Promise<infer R> ? (...args: A) => Promise<R> : never };

/** Sees each adapter load while it is under way (the CLI counts it as work in flight); the load itself by default. */
export type LoadObserver = <T>(loading: Promise<T>) => Promise<T>;

/**
 * A port whose adapter module is loaded on its first call, so screens that never use it never
 * download it: the bundler splits the dynamic import into its own chunk. Calls wait for the
 * one load; the adapter is created once. A failed load (a chunk that did not arrive) is tried
 * again on the next call. `observe` sees the load: module loading runs off the event loop, before
 * any request exists.
 */
export function lazyPort<T extends AsyncPort<T>>(load: () => Promise<T>, observe: LoadObserver = (loading) => loading): T {
  let adapter: Promise<T> | undefined;
  const target = {} as T;
  return new Proxy(target, {
    get(_, name) {
      if (typeof name !== 'string' || name === 'then') return undefined;
      return (...args: unknown[]) =>
        (adapter ??= observe(load()).catch((error: unknown) => {
          adapter = undefined;
          throw error;
        })).then((port) => {
          const method = (port as Record<string, unknown>)[name];
          if (typeof method !== 'function') throw new TypeError(`the port has no method ${name}`);
          return (method as (...a: unknown[]) => Promise<unknown>).apply(port, args);
        });
    },
  });
}
