import type { Container } from 'inversify';
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

/** Binds `services`: every service the areas offer, as the one object a driving adapter is given. */
export function bindServices(container: Container, areas: readonly Area<unknown>[]): void {
  const names = serviceNames(areas);
  container
    .bind<Registry['services']>('services')
    .toResolvedValue((...services: unknown[]) => Object.fromEntries(names.map((name, i) => [name, services[i]])) as unknown as Registry['services'], names)
    .inSingletonScope();
}
