import type { Container } from 'inversify';
import type { ServiceCode } from '../../application/shared/service-code';
import { bindAll } from './container';
import { type LaterGroup, laterGroups } from './later';
import type { Area, Bindings } from './registry';

/** The bindings of a group's names, taken from `code`: a name it leaves out throws, naming it. */
function groupBindings(area: string, group: LaterGroup, code: Bindings): Bindings {
  return Object.fromEntries(
    group.names.map((name) => {
      const binding = code[name];
      if (binding === undefined) throw new Error(`the code of ${area}'s later services does not bind ${name}`);
      return [name, binding];
    }),
  );
}

/**
 * Binds the areas' services loaded later into `container`: from `atOnce` now (the CLI and the
 * fakes build everything up front), else each area's group when `load` is first called for it
 * (the browser). A failed load (a chunk that did not arrive) is tried again on the next call.
 */
export function createServiceCode(container: Container, areas: readonly Area<unknown>[], atOnce?: Bindings): ServiceCode {
  const groups = laterGroups(areas);
  const bound = new Set<string>();
  const loading = new Map<string, Promise<void>>();
  const bind = (area: string, group: LaterGroup, code: Bindings) => {
    bindAll(container, groupBindings(area, group, code));
    bound.add(area);
  };
  if (atOnce !== undefined) groups.forEach((group, area) => bind(area, group, atOnce));
  const ready = (area: string) => bound.has(area) || !groups.has(area);
  return {
    ready,
    load(area) {
      const group = groups.get(area);
      if (group === undefined || bound.has(area)) return Promise.resolve();
      const known = loading.get(area);
      if (known !== undefined) return known;
      const load = group.load().then(
        (code) => bind(area, group, code),
        (error: unknown) => {
          loading.delete(area);
          throw error;
        },
      );
      loading.set(area, load);
      return load;
    },
  };
}
