import { describe, expect, it } from 'vitest';
import { listStyleFor } from '../../../domain/user/list-style';

describe('list style (spec 000 §6: UK users get a different list style)', () => {
  it('UK phone countries (GB, GBR, any case) get the UK style', () => {
    for (const country of ['GB', 'GBR', 'gbr', ' gb ']) expect(listStyleFor(country)).toBe('uk');
  });

  it('everyone else, and an unknown country, gets the standard style', () => {
    for (const country of ['USA', 'SGP', 'IE', '', undefined]) expect(listStyleFor(country)).toBe('standard');
  });
});
