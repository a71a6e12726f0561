/** The keys of a path such as `baskets[0].owned.instance_id` or `baskets.0.owned`. */
export function pathKeys(path: string): readonly string[] {
  return path
    .replace(/\[(\d+)\]/g, '.$1')
    .split('.')
    .filter((key) => key !== '');
}

/** The value at `path` in a JSON document; `found` false when a key along it is missing. */
export function valueAt(document: unknown, path: string): { readonly found: boolean; readonly value: unknown } {
  let value: unknown = document;
  for (const key of pathKeys(path)) {
    if (Array.isArray(value) && /^\d+$/.test(key) && Number(key) < value.length) value = value[Number(key)];
    else if (value !== null && typeof value === 'object' && !Array.isArray(value) && Object.hasOwn(value, key)) value = (value as Record<string, unknown>)[key];
    else return { found: false, value: undefined };
  }
  return { found: true, value };
}

/** A value as a step's expectation reads it: text as it is, anything else as JSON. */
export const asText = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value));

/** Deep equality of JSON values (object keys in any order). */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, i) => sameJson(item, b[i]));
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false;
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  return (
    keysA.length === keysB.length &&
    keysA.every((key) => Object.hasOwn(b, key) && sameJson((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]))
  );
}
