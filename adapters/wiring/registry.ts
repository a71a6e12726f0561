import type { Later } from './later';

/**
 * Everything a composition root resolves, by name. Nothing is listed here: the environment
 * (environment.ts) and each area (areas/*.ts) add their names by augmenting this interface
 * (`declare module '../registry'`), so adding a service touches its area's module only.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by module augmentation
export interface Registry {}

export type Name = keyof Registry;

/** The named dependencies a binding is made from: an object keyed by registry names. */
export type Deps<D extends readonly Name[]> = { readonly [K in D[number]]: Registry[K] };

/** How one name is made: the names it depends on, and a factory taking them as one object. One instance per root. */
export interface Binding<T = unknown> {
  readonly deps: readonly Name[];
  readonly make: (deps: Readonly<Record<string, unknown>>) => T;
}

/**
 * A binding: `needs(['trading', 'scheduler'], (d) => new BalanceService(d))`. The factory gets
 * exactly the names listed, typed from the registry; a name left out is a compile error where the
 * service's dependencies object is built.
 */
export function needs<const D extends readonly Name[], T>(deps: D, make: (deps: Deps<D>) => T): Binding<T> {
  return { deps, make: make as (deps: Readonly<Record<string, unknown>>) => T };
}

/** Bindings keyed by the registry names they provide, each typed by its name. */
export type Bindings = { readonly [K in Name]?: Binding<Registry[K]> };

/** Marks a member of an area's services that the environment supplies as a value (the logger, say). */
export const PROVIDED = Symbol('provided by the environment');

/**
 * One area of the application (trade, market, deposit, ...), declared once:
 * - `ports`: the HTTP/SSE adapters of the area's ports, which the HTTP roots bind (the fake root
 *   binds its fakes under the same names instead);
 * - `services`: what the area offers driving adapters (the UI, the CLI), one binding per member of
 *   its services interface in application/ (a member missing here does not compile);
 * - `internal`: objects the area's services share but drivers do not see.
 */
export interface Area<S> {
  readonly name: string;
  readonly ports: Bindings;
  readonly services: { readonly [K in keyof S]: Binding<S[K]> | Later<S[K]> | typeof PROVIDED };
  readonly internal: { readonly [K in Name]?: Binding<Registry[K]> | Later<Registry[K]> };
}

/** Type only: the services interface an area was declared with (for the roots' completeness check). */
export interface Offers<S> {
  readonly offers?: S;
}

/** Declares an area whose services are exactly the members of `S` (an interface in application/). */
export const area =
  <S>() =>
  <const A extends Area<S>>(definition: A): A & Offers<S> =>
    definition;

/** The bindings of the areas' services and internal objects (not their ports). */
export function applicationBindings(areas: readonly Area<unknown>[]): Bindings {
  const out: Record<string, Binding> = {};
  for (const each of areas) {
    for (const [name, binding] of [...Object.entries(each.services), ...Object.entries(each.internal)] as [
      string,
      Binding | Later<unknown> | symbol | undefined,
    ][]) {
      // A service loaded later (later.ts) is bound when its code is (service-code.ts).
      if (binding === undefined || typeof binding === 'symbol' || 'later' in binding) continue;
      if (name in out) throw new Error(`${name} is bound by two areas`);
      out[name] = binding;
    }
  }
  return out;
}

/** The bindings of the areas' port adapters. */
export function portBindings(areas: readonly Area<unknown>[]): Bindings {
  return Object.assign({}, ...areas.map((each) => each.ports)) as Bindings;
}

/** The names of an area's services: what the driving adapters' services object holds. */
export const serviceNames = (areas: readonly Area<unknown>[]): Name[] => areas.flatMap((each) => Object.keys(each.services) as Name[]);

/**
 * Makes `names` from `bindings` over `values` without a container (the browser's signed-out shell
 * is built this way, so the sign-in screen downloads no inversify). Each name is made once; a
 * name neither given nor bound, or a cycle, throws naming it.
 */
export function instantiate(bindings: Bindings, values: Partial<Registry>, names: readonly Name[]): Partial<Registry> {
  const made: Record<string, unknown> = { ...values };
  const making = new Set<string>();
  const get = (name: Name): unknown => {
    if (name in made) return made[name];
    const binding = bindings[name] as Binding | undefined;
    if (binding === undefined) throw new Error(`nothing provides ${name}`);
    if (making.has(name)) throw new Error(`a dependency cycle through ${name}`);
    making.add(name);
    const value = binding.make(Object.fromEntries(binding.deps.map((dep) => [dep, get(dep)])));
    making.delete(name);
    made[name] = value;
    return value;
  };
  for (const name of names) get(name);
  return made;
}

/** Every name the areas declare (ports, services, internal objects), for the roots' smoke test. */
export const declaredNames = (areas: readonly Area<unknown>[]): Name[] =>
  areas.flatMap((each) => [...Object.keys(each.ports), ...Object.keys(each.services), ...Object.keys(each.internal)] as Name[]);
