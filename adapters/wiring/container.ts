import type { Container } from 'inversify';
import { isLater } from './later';
import { type Area, type Binding, type Bindings, type Name, type Registry, serviceNames } from './registry';

/** Typed lookup of a name in a container built here. */
export const resolve = <K extends Name>(container: Container, name: K): Registry[K] => container.get<Registry[K]>(name);

/** Binds each of `values` as a constant under its name (an environment's objects, or a shell built before the container). */
export function bindValues(container: Container, values: Partial<Registry>): void {
  for (const [name, value] of Object.entries(values)) container.bind(name).toConstantValue(value);
}

/** Binds each binding as a singleton made from its named dependencies (no decorator metadata: esbuild emits none). */
export function bindAll(container: Container, bindings: Bindings): void {
  for (const [name, binding] of Object.entries(bindings) as [Name, Binding][]) {
    container
      .bind(name)
      .toResolvedValue((...args: unknown[]) => binding.make(Object.fromEntries(binding.deps.map((dep, i) => [dep, args[i]]))), [...binding.deps])
      .inSingletonScope();
  }
}

/**
 * Binds `services`: every service the areas offer, as the one object a driving adapter is given.
 * A service loaded later and not bound yet is a getter, made on first use once its code is bound
 * (service-code.ts); the others are made with the object.
 */
export function bindServices(container: Container, areas: readonly Area<unknown>[]): void {
  const offered = areas.flatMap((each) => Object.entries(each.services));
  const deferred = offered.filter(([name, binding]) => isLater(binding) && !container.isBound(name)).map(([name]) => name as Name);
  const now = serviceNames(areas).filter((name) => !deferred.includes(name));
  container
    .bind<Registry['services']>('services')
    .toResolvedValue((...services: unknown[]) => {
      const all: Record<string, unknown> = Object.fromEntries(now.map((name, i) => [name, services[i]]));
      for (const name of deferred) Object.defineProperty(all, name, { enumerable: true, get: () => resolve(container, name) });
      return all as unknown as Registry['services'];
    }, now)
    .inSingletonScope();
}
