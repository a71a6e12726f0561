import { Money } from '../../../domain/money/decimal';

const snake = (key: string): string => key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/**
 * A value as the CLI's JSON shows it: field names in snake_case (as on the wire), amounts as
 * decimal strings (never JS numbers), undefined fields left out.
 */
export function toJson(value: unknown): unknown {
  if (value instanceof Money) return value.toFixed();
  if (Array.isArray(value)) return value.map(toJson);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, v]) => v !== undefined)
        .map(([key, v]) => [snake(key), toJson(v)]),
    );
  }
  return value;
}
