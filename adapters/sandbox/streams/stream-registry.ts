import type { SandboxExchange } from '../exchange/sandbox-exchange';

const registries = new WeakMap<SandboxExchange, Set<() => void>>();

const registryOf = (exchange: SandboxExchange): Set<() => void> => {
  let registry = registries.get(exchange);
  if (registry === undefined) {
    registry = new Set();
    registries.set(exchange, registry);
  }
  return registry;
};

/** Registers how to close one open event stream of this exchange; returns its unregistration. */
export function registerStream(exchange: SandboxExchange, close: () => void): () => void {
  const registry = registryOf(exchange);
  registry.add(close);
  return () => {
    registry.delete(close);
  };
}

/**
 * Closes every event stream this exchange has open (the server side hangs up, as a restart or
 * a proxy timeout would); the faults endpoint's close_streams calls it. Returns how many closed.
 */
export function closeAllStreams(exchange: SandboxExchange): number {
  const closers = [...registryOf(exchange)];
  closers.forEach((close) => close());
  return closers.length;
}

/** How many event streams are open (tests check that a disconnected client's stream stopped). */
export const openStreamCount = (exchange: SandboxExchange): number => registryOf(exchange).size;
