import { describe, expect, it } from 'vitest';
import { err, ok, type Result } from '../../../domain/shared/result';

describe('Result', () => {
  it('ok carries a value', () => {
    expect(ok(42)).toEqual({ ok: true, value: 42 });
  });

  it('err carries an error', () => {
    expect(err('nope')).toEqual({ ok: false, error: 'nope' });
  });

  it('narrows on ok', () => {
    const results: Result<number, string>[] = [ok(1), err('bad')];
    const seen = results.map((r) => (r.ok ? `value ${r.value}` : `error ${r.error}`));
    expect(seen).toEqual(['value 1', 'error bad']);
  });
});
