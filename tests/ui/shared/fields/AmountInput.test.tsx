// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { AmountInput } from '../../../../ui/shared/fields/AmountInput';

/** A field whose owner keeps digits only, as a service's amount-input rule would refuse the rest. */
function DigitsOnly({ invalid = false, describedBy }: { readonly invalid?: boolean; readonly describedBy?: readonly (string | false | undefined)[] }) {
  const [value, setValue] = useState('');
  return (
    <>
      <label htmlFor="amount">Amount</label>
      <AmountInput id="amount" value={value} onType={(text) => setValue(text.replace(/\D/g, ''))} invalid={invalid} describedBy={describedBy} />
      <p id="hint">Minimum $10.00</p>
    </>
  );
}

describe('AmountInput: the one amount field every form uses', () => {
  afterEach(cleanup);

  it('reports each keystroke and shows what its owner keeps', async () => {
    render(<DigitsOnly />);
    const field = screen.getByLabelText<HTMLInputElement>('Amount');
    await userEvent.type(field, '1a2.5');
    expect(field.value).toBe('125');
  });

  it('asks phones for the decimal keyboard, never autofills, and shows 0 when empty', () => {
    render(<DigitsOnly />);
    const field = screen.getByLabelText('Amount');
    expect(field.getAttribute('inputmode')).toBe('decimal');
    expect(field.getAttribute('autocomplete')).toBe('off');
    expect(field.getAttribute('placeholder')).toBe('0');
  });

  it('is described by the ids given, leaving out the empty ones, and says when it is invalid', () => {
    render(<DigitsOnly invalid describedBy={['hint', false, undefined, '']} />);
    const field = screen.getByRole('textbox', { name: 'Amount', description: 'Minimum $10.00' });
    expect(field.getAttribute('aria-describedby')).toBe('hint');
    expect(field.getAttribute('aria-invalid')).toBe('true');
  });

  it('has no description at all when nothing describes it', () => {
    render(<DigitsOnly describedBy={[false]} />);
    expect(screen.getByLabelText('Amount').hasAttribute('aria-describedby')).toBe(false);
  });
});
