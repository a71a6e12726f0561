/** One import between two domain areas (domain/<area>/...). */
export interface AreaImport {
  readonly file: string;
  readonly specifier: string;
  readonly from: string;
  readonly to: string;
}

/** The domain area of a repository path (`domain/money/x.ts` -> `money`); undefined outside an area folder. */
export function domainArea(path: string): string | undefined {
  const parts = path.split('/');
  return parts[0] === 'domain' && parts.length > 2 ? parts[1] : undefined;
}

/** The shortest chain of area imports from `start` to `goal` (both included), or undefined when there is none. */
function chain(edges: ReadonlyMap<string, ReadonlySet<string>>, start: string, goal: string): string[] | undefined {
  const previous = new Map<string, string>([[start, start]]);
  const queue = [start];
  for (let area = queue.shift(); area !== undefined; area = queue.shift()) {
    if (area === goal) {
      const path = [goal];
      while (path[0] !== start) path.unshift(previous.get(path[0] as string) as string);
      return path;
    }
    for (const next of edges.get(area) ?? []) {
      if (previous.has(next)) continue;
      previous.set(next, area);
      queue.push(next);
    }
  }
  return undefined;
}

/**
 * The imports that close a cycle between domain areas: an import from area A to area B where B's
 * imports lead back to A, reported with that cycle. Areas form layers (money below payment, payment
 * below trade...), so every such import is a defect.
 */
export function domainAreaCycles(imports: readonly AreaImport[]): readonly (AreaImport & { readonly reason: string })[] {
  const edges = new Map<string, Set<string>>();
  for (const i of imports) edges.set(i.from, (edges.get(i.from) ?? new Set()).add(i.to));
  return imports.flatMap((i) => {
    const back = chain(edges, i.to, i.from);
    return back === undefined ? [] : [{ ...i, reason: `domain areas must not form a cycle: ${[i.from, ...back].join(' -> ')}` }];
  });
}
