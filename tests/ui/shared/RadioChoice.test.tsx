// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RadioChoice, RadioChoiceGroup } from '../../../ui/shared/RadioChoice';

function renderGroup(value: string, onValueChange: (value: string) => void, onClick?: () => void) {
  return render(
    <RadioChoiceGroup value={value} onValueChange={onValueChange} label="Pay with">
      {['card', 'cash', 'wallet'].map((id) => (
        <label key={id}>
          <RadioChoice value={id} disabled={id === 'wallet'} onClick={id === 'card' ? onClick : undefined} />
          {id}
        </label>
      ))}
    </RadioChoiceGroup>,
  );
}

describe('RadioChoice: native radios in one named group', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('is a labelled radio group whose radios share one name, the given value checked', () => {
    renderGroup('cash', () => undefined);
    expect(screen.getByRole('radiogroup', { name: 'Pay with' })).toBeTruthy();
    const radios = screen.getAllByRole<HTMLInputElement>('radio');
    expect(new Set(radios.map((radio) => radio.name)).size).toBe(1);
    expect(radios.map((radio) => radio.checked)).toEqual([false, true, false]);
    expect(radios[2]?.disabled).toBe(true);
  });

  it('choosing a radio reports its value; the checked one follows the value given, not the click', () => {
    const onValueChange = vi.fn();
    renderGroup('cash', onValueChange);
    fireEvent.click(screen.getByRole('radio', { name: 'card' }));
    expect(onValueChange).toHaveBeenCalledWith('card');
    expect(screen.getByRole('radio', { name: 'cash' })).toHaveProperty('checked', true);
  });

  it('a click on the radio already checked calls its onClick but reports no change', () => {
    const onValueChange = vi.fn();
    const onClick = vi.fn();
    renderGroup('card', onValueChange, onClick);
    fireEvent.click(screen.getByRole('radio', { name: 'card' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onValueChange).not.toHaveBeenCalled();
  });

  it('an empty value leaves every radio unchecked', () => {
    renderGroup('', () => undefined);
    expect(screen.getAllByRole<HTMLInputElement>('radio').some((radio) => radio.checked)).toBe(false);
  });

  it('a radio outside a group is a programming error', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<RadioChoice value="x" />)).toThrow('RadioChoice must be inside a RadioChoiceGroup');
  });
});
