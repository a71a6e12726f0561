import type { Area, Binding, Bindings, Name, Registry } from './registry';

/** Services of one area whose code loads together, on first use where a root defers it (the browser). */
export interface LaterGroup {
  readonly names: readonly Name[];
  /** The group's bindings: a dynamic import, so the bundler splits their code into a chunk of its own. */
  readonly load: () => Promise<Bindings>;
}

/** A service whose binding is in a `LaterGroup` (see `later`). */
export interface Later<T> {
  readonly later: LaterGroup;
  readonly offers?: T;
}

/**
 * Services whose code loads when first needed, spread into an area's services:
 * `...later(['buy', 'sell'], async () => (await import('./trade-flows')).TRADE_FLOWS)`. The
 * browser binds them when the UI asks for their code (`serviceCode`); the other roots at once
 * (areas/deferred-code.ts).
 */
export function later<const N extends readonly Name[]>(
  names: N,
  load: () => Promise<{ readonly [K in N[number]]: Binding<Registry[K]> }>,
): { readonly [K in N[number]]: Later<Registry[K]> } {
  const group: LaterGroup = { names, load };
  return Object.fromEntries(names.map((name) => [name, { later: group }])) as { readonly [K in N[number]]: Later<Registry[K]> };
}

export const isLater = (binding: unknown): binding is Later<unknown> => typeof binding === 'object' && binding !== null && 'later' in binding;

/** The groups of services (and the internal objects only they use) whose code loads later, by area name (one group an area). */
export function laterGroups(areas: readonly Area<unknown>[]): ReadonlyMap<string, LaterGroup> {
  const groups = new Map<string, LaterGroup>();
  for (const each of areas) {
    for (const binding of [...Object.values(each.services), ...Object.values(each.internal)]) {
      if (!isLater(binding)) continue;
      const known = groups.get(each.name);
      if (known !== undefined && known !== binding.later) throw new Error(`${each.name} has two groups of services loaded later`);
      groups.set(each.name, binding.later);
    }
  }
  return groups;
}
