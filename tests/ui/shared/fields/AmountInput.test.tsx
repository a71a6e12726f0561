// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { acceptAmountInput } from '../../../../domain/money/amount-input';
import { textsOf } from '../../../../ui/base/i18n/texts';
import { TextsContext } from '../../../../ui/base/i18n/use-t';
import { AmountInput } from '../../../../ui/shared/fields/AmountInput';

/** A field whose owner keeps digits only, as a service's amount-input rule would refuse the rest. */
function DigitsOnlyField({ invalid = false, describedBy }: { readonly invalid?: boolean; readonly describedBy?: readonly (string | false | undefined)[] }) {
  const [value, setValue] = useState('');
  return (
    <>
      <label htmlFor="amount">Amount</label>
      <AmountInput id="amount" value={value} onType={(text) => setValue(text.replace(/\D/g, ''))} invalid={invalid} describedBy={describedBy} />
      <p id="hint">Minimum $10.00</p>
    </>
  );
}

const DigitsOnly = (props: Parameters<typeof DigitsOnlyField>[0]) => (
  <TextsContext.Provider value={textsOf('en-US', {})}>
    <DigitsOnlyField {...props} />
  </TextsContext.Provider>
);

/** A field in `locale` whose owner keeps what the amount-input rule accepts (2 decimals), and shows it. */
function EuroField({ locale }: { readonly locale: string }) {
  const [value, setValue] = useState('');
  return (
    <TextsContext.Provider value={textsOf(locale, {})}>
      <label htmlFor="amount">Amount</label>
      <AmountInput id="amount" value={value} onType={(text) => setValue(acceptAmountInput(value, text, 2).value)} />
      <output>{value}</output>
    </TextsContext.Provider>
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

  it('in German shows and takes the comma as the decimal separator: "12,50" is 12.50, not 1250', async () => {
    render(<EuroField locale="de" />);
    const field = screen.getByLabelText<HTMLInputElement>('Amount');
    await userEvent.type(field, '12,50');
    expect(field.value).toBe('12,50');
    expect(screen.getByRole('status').textContent).toBe('12.50');
  });

  it('in German a keypad sending a dot types the decimal separator too', async () => {
    render(<EuroField locale="de" />);
    const field = screen.getByLabelText<HTMLInputElement>('Amount');
    await userEvent.type(field, '12.5');
    expect(field.value).toBe('12,5');
    expect(screen.getByRole('status').textContent).toBe('12.5');
  });

  it('in English strips commas as the specification says', async () => {
    render(<EuroField locale="en-US" />);
    const field = screen.getByLabelText<HTMLInputElement>('Amount');
    await userEvent.type(field, '1,234.5');
    expect(field.value).toBe('1234.5');
  });
});
