/** A path into the JSON state: object keys and array indexes. */
export type StatePath = readonly (string | number)[];

/**
 * One change between two JSON states: `v` sets the value at `p`; `a` appends items to the array
 * at `p`; neither deletes the key at `p`. A journal entry is a list of these.
 */
export type StateOp = { readonly p: StatePath; readonly v: unknown } | { readonly p: StatePath; readonly a: readonly unknown[] } | { readonly p: StatePath };

type Json = Record<string, unknown> | unknown[];

const isContainer = (value: unknown): value is Json => typeof value === 'object' && value !== null;

/**
 * The changes that turn `before` into `after` (both plain JSON: what JSON.stringify keeps; a key
 * holding undefined counts as absent). Arrays that grew are diffed on their old length and
 * appended to; arrays that shrank are replaced. Linear in the size of the state.
 */
export function diffState(before: unknown, after: unknown): StateOp[] {
  const ops: StateOp[] = [];
  diffValue(before, after, [], ops);
  return ops;
}

function diffValue(before: unknown, after: unknown, path: (string | number)[], ops: StateOp[]): void {
  if (before === after) return;
  if (isContainer(before) && isContainer(after) && Array.isArray(before) === Array.isArray(after)) {
    if (Array.isArray(before) && Array.isArray(after)) diffArray(before, after, path, ops);
    else diffObject(before as Record<string, unknown>, after as Record<string, unknown>, path, ops);
    return;
  }
  if (after === undefined) ops.push({ p: [...path] });
  else ops.push({ p: [...path], v: after });
}

function diffObject(before: Record<string, unknown>, after: Record<string, unknown>, path: (string | number)[], ops: StateOp[]): void {
  for (const key of Object.keys(after)) {
    const next = after[key];
    const previous = Object.hasOwn(before, key) ? before[key] : undefined;
    if (next === undefined) {
      if (previous !== undefined) ops.push({ p: [...path, key] });
      continue;
    }
    path.push(key);
    diffValue(previous, next, path, ops);
    path.pop();
  }
  for (const key of Object.keys(before)) {
    if (before[key] !== undefined && !Object.hasOwn(after, key)) ops.push({ p: [...path, key] });
  }
}

function diffArray(before: unknown[], after: unknown[], path: (string | number)[], ops: StateOp[]): void {
  if (after.length < before.length) {
    ops.push({ p: [...path], v: after });
    return;
  }
  for (let i = 0; i < before.length; i += 1) {
    path.push(i);
    diffValue(before[i], after[i] ?? null, path, ops);
    path.pop();
  }
  if (after.length > before.length) ops.push({ p: [...path], a: after.slice(before.length) });
}

/** Sets a key without ever reaching a prototype (a key may be "__proto__" when it came from a client). */
const setOwn = (target: Json, key: string | number, value: unknown): void => {
  Object.defineProperty(target, key, { value, writable: true, enumerable: true, configurable: true });
};

/**
 * Applies a journal entry's changes to a state in place and returns it (a change at the root
 * returns the new root). The values are taken as they are: pass values no one else holds.
 */
export function applyState(state: unknown, ops: readonly StateOp[]): unknown {
  let root = state;
  for (const op of ops) {
    if (op.p.length === 0) {
      root = 'v' in op ? op.v : root;
      continue;
    }
    const parent = op.p.slice(0, -1).reduce<unknown>((node, key) => (isContainer(node) ? (node as Record<string, unknown>)[key] : undefined), root);
    const key = op.p[op.p.length - 1] ?? '';
    if (!isContainer(parent)) throw new Error(`journal entry names a path that does not exist: ${op.p.join('.')}`);
    if ('a' in op) {
      const list = (parent as Record<string, unknown>)[key];
      if (!Array.isArray(list)) throw new Error(`journal entry appends to something that is not a list: ${op.p.join('.')}`);
      list.push(...op.a);
    } else if ('v' in op) setOwn(parent, key, op.v);
    else delete (parent as Record<string, unknown>)[key];
  }
  return root;
}
