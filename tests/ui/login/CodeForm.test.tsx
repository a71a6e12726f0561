// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CodeForm } from '../../../ui/login/CodeForm';
import { renderWithIntl } from '../render';

const renderForm = (busy = false, error?: string) => {
  const onSubmit = vi.fn<(code: string) => void>();
  renderWithIntl(<CodeForm label="Code" submitLabel="Verify" length={6} secret={false} busy={busy} error={error} onSubmit={onSubmit} />);
  return { onSubmit, input: screen.getByLabelText<HTMLInputElement>('Code') };
};

describe('CodeForm', () => {
  afterEach(cleanup);

  it('keeps digits only and submits itself once six are typed', () => {
    const { onSubmit, input } = renderForm();
    fireEvent.change(input, { target: { value: '12a-3' } });
    expect(input.value).toBe('123');
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: '123456' } });
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith('123456');
    expect(input.value).toBe('');
  });

  it('does not submit while a previous code is being checked', () => {
    const { onSubmit, input } = renderForm(true);
    fireEvent.change(input, { target: { value: '123456' } });
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Verify' })).toHaveProperty('disabled', true);
  });

  it('announces the error and ties it to the field', () => {
    const { input } = renderForm(false, 'Incorrect code. 4 attempts left.');
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Incorrect code. 4 attempts left.');
    expect(input.getAttribute('aria-describedby')).toContain(alert.id);
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });
});
