// @vitest-environment happy-dom
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { FormField, FormSection } from '../../../domain/kyc/form-section';
import { currencyCode } from '../../../domain/money/currency';
import { ServicesContext } from '../../../ui/base/services-context';
import { I18nProvider } from '../../../ui/i18n/I18nProvider';
import { AllHubTexts } from '../all-hub-texts';
import { CashAccountSetupHost } from '../../../ui/kyc/CashAccountSetupHost';
import { fakeWorld } from '../../support/fake-world';

afterEach(cleanup);

const ok = <T,>(value: T) => ({ ok: true as const, value });
const field = (name: string, extra: Partial<FormField>): FormField => ({
  name,
  question_id: `q_${name}`,
  input_type: 'text',
  placeholder: `kyc_${name}_placeholder`,
  ...extra,
});

/** The modal on the form showing `sections` one after the other (each submit opens the next). */
async function formOf(...sections: FormSection[]) {
  const w = await fakeWorld();
  w.fakes.kyc.script('getSection', ok(sections[0]!));
  for (const next of sections.slice(1)) w.fakes.kyc.script('submitSection', ok({ nextSection: { status: 'pending', section: next } }));
  render(
    <ServicesContext.Provider value={w.services}>
      <I18nProvider>
        <AllHubTexts>
          <CashAccountSetupHost />
        </AllHubTexts>
      </I18nProvider>
    </ServicesContext.Provider>,
  );
  act(() => w.services.cashAccountSetupLauncher.open({ currency: currencyCode('USD') }));
  await userEvent.click(await screen.findByRole('checkbox', { name: /agree/ }));
  await userEvent.click(screen.getByRole('button', { name: 'Open cash account' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
  await screen.findByRole('form');
  return w;
}

const sent = (w: Awaited<ReturnType<typeof fakeWorld>>) =>
  (w.fakes.kyc.calls.requests('submitSection').at(-1)?.[0] as { answers: { answer: unknown }[] }).answers.map((a) => a.answer);

describe('the form engine draws any server section (spec 001 §5)', () => {
  it('multi-select: boxes beyond max_select are disabled; the other option asks for its text', async () => {
    await formOf({
      section_id: 'wealth',
      fields: [
        field('source_of_wealth', {
          input_type: 'multi_select',
          max_select: 2,
          required: true,
          options: [
            { value: 'a', translation_key: 'wealth_investments' },
            { value: 'b', translation_key: 'wealth_inheritance' },
            { value: 'c', translation_key: 'wealth_other', is_other: true },
          ],
          others_field: { regex: '^[[:alpha:]]{3,}$' },
        }),
      ],
    });
    const group = screen.getByRole('group', { name: 'Source of wealth' });
    await userEvent.click(within(group).getByRole('checkbox', { name: 'Investments' }));
    await userEvent.click(within(group).getByRole('checkbox', { name: 'Other' }));
    expect(within(group).getByRole('checkbox', { name: 'Inheritance' })).toHaveProperty('disabled', true);
    const other = within(group).getByLabelText('Please specify');
    await userEvent.type(other, '12');
    await userEvent.tab();
    expect(within(group).getByText('Please check the text you entered.')).toBeDefined();
  });

  it('radio choices, an integer keyboard grouping thousands, and an answer sent without separators', async () => {
    const w = await formOf({
      section_id: 'income',
      fields: [
        field('income_proof_type', {
          input_type: 'radio',
          required: true,
          options: [
            { value: 'payslip', translation_key: 'kyc_income_proof_payslip' },
            { value: 'tax_return', translation_key: 'kyc_income_proof_tax_return' },
          ],
        }),
        field('wealth_amount', { input_type: 'number', required: true, keyboard: { type: 'number', format_type: 'thousand_separator' } }),
      ],
    });
    await userEvent.click(screen.getByRole('radio', { name: 'Tax return' }));
    const amount = screen.getByLabelText('Total wealth (USD)');
    await userEvent.type(amount, '1234567.5');
    expect((amount as HTMLInputElement).value).toBe('12,345,675');
    w.fakes.kyc.script('submitSection', ok({}));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('dialog', { name: 'Verification in progress' });
    expect(sent(w)).toEqual([
      { question_id: 'q_income_proof_type', field_name: 'income_proof_type', field_answer: 'tax_return' },
      { question_id: 'q_wealth_amount', field_name: 'wealth_amount', field_answer: '12345675' },
    ]);
  });

  it('a disabled field (enablement_rule) cannot be answered; back returns to the previous section with its answers', async () => {
    const first: FormSection = { section_id: 'one', fields: [field('first_name', { required: true })] };
    const second: FormSection = {
      section_id: 'two',
      fields: [
        field('employer_name', { required: true }),
        field('source_of_funds_detail', { required: true, enablement_rule: { '==': [{ var: 'employer_name' }, 'Self'] } }),
      ],
    };
    const w = await formOf(first, second);
    await userEvent.type(screen.getByLabelText('First name'), 'Sam');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await userEvent.type(await screen.findByLabelText('Employer name'), 'Acme');
    expect(screen.getByLabelText('Tell us more about your source of funds')).toHaveProperty('disabled', true);
    await userEvent.click(screen.getByRole('button', { name: 'Back to the previous step' }));
    expect((await screen.findByLabelText<HTMLInputElement>('First name')).value).toBe('Sam');
    expect(w.fakes.kyc.calls.count('submitSection')).toBe(1);
  });

  it('a required field of a type the web cannot draw says so and blocks the submit', async () => {
    const w = await formOf({ section_id: 'odd', fields: [field('selfie', { input_type: 'liveness_check', required: true })] });
    expect(screen.getByRole('alert').textContent).toBe('This question cannot be answered on the web. Please continue in the app.');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(w.fakes.kyc.calls.count('submitSection')).toBe(0);
  });

  it('a search dropdown narrows its options; a blocked option (fail rule) cannot be chosen', async () => {
    await formOf({
      section_id: 'nat',
      fields: [
        field('nationality', {
          input_type: 'select',
          searchbar_enabled: true,
          required: true,
          options: [
            { value: 'US', translation_key: 'country_us' },
            { value: 'GB', translation_key: 'country_gb' },
            { value: 'KP', translation_key: 'country_kp' },
          ],
          json_logic_validation_fail_rule: { '==': [{ var: 'nationality' }, 'KP'] },
        }),
      ],
    });
    const select = screen.getByRole('combobox', { name: 'Nationality' });
    expect(within(select).getByRole('option', { name: 'North Korea' })).toHaveProperty('disabled', true);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search Nationality' }), 'king');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose…', 'United Kingdom']);
  });
});
