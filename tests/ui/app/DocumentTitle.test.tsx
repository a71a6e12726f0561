import { describe, expect, it } from 'vitest';
import { documentTitle } from '../../../ui/app/DocumentTitle';

describe('the document title (WCAG 2.4.2)', () => {
  it('names the page by its main heading, then the product; the product alone while there is none', () => {
    expect(documentTitle('Market', 'Crypto')).toBe('Market · Crypto');
    expect(documentTitle(undefined, 'Crypto')).toBe('Crypto');
    expect(documentTitle('', 'Crypto')).toBe('Crypto');
    expect(documentTitle('Crypto', 'Crypto')).toBe('Crypto');
  });
});
