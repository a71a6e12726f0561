// @vitest-environment happy-dom
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { SectionSubmission } from '../../../application/ports/kyc-port';
import type { FormSection } from '../../../domain/kyc/form-section';
import { currencyCode } from '../../../domain/money/currency';
import { ServicesContext } from '../../../ui/base/services-context';
import { I18nProvider } from '../../../ui/i18n/I18nProvider';
import { HubTexts } from '../../../ui/hub/HubTexts';
import { CashAccountSetupHost } from '../../../ui/kyc/CashAccountSetupHost';
import { fakeWorld } from '../../support/fake-world';
import { AllHubTexts } from '../all-hub-texts';

afterEach(cleanup);

const ok = <T,>(value: T) => ({ ok: true as const, value });

const INCOME: FormSection = {
  section_id: 'additional_information',
  section_title: 'kyc_additional_information_title',
  fields: [{ name: 'income_explanation', question_id: 'q1', input_type: 'text', required: true, placeholder: 'kyc_income_explanation_placeholder' }],
};
const BANK: FormSection = {
  section_id: 'income_bank_connection',
  section_title: 'kyc_income_bank_connection_title',
  hidden_cta_button: true,
  fields: [{ name: 'bank_connection', question_id: 'q2', input_type: 'open_banking', required: true }],
};
const toBank = ok({ nextSection: { status: 'pending', section: BANK } });
const SDK = 'openBankingSdk';

async function openOnIncome() {
  const w = await fakeWorld();
  w.fakes.kyc.script('getSection', ok(INCOME)).script('submitSection', toBank, toBank, ok({}));
  render(
    <ServicesContext.Provider value={w.services}>
      <I18nProvider>
        <HubTexts>
          <AllHubTexts>
            <CashAccountSetupHost />
          </AllHubTexts>
        </HubTexts>
      </I18nProvider>
    </ServicesContext.Provider>,
  );
  act(() => w.services.cashAccountSetupLauncher.open({ currency: currencyCode('USD') }));
  await userEvent.click(await screen.findByRole('checkbox', { name: 'I agree to the terms of the cash account' }));
  await userEvent.click(screen.getByRole('button', { name: 'Open cash account' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
  const income = await screen.findByRole('form', { name: 'About your income' });
  await userEvent.type(within(income).getByRole('textbox'), 'Dividends from my company');
  await userEvent.click(within(income).getByRole('button', { name: 'Continue' }));
  return w;
}

const frameSrc = async (): Promise<string | null> => (await screen.findByTitle('Your bank connection')).getAttribute('src');

describe('the open-banking step (spec 001 §4)', () => {
  it('opens the SDK page from the credential; ERROR shows the error, CANCELLED goes back, SUCCESS answers with the token and submits', async () => {
    const w = await openOnIncome();
    const step = await screen.findByRole('region', { name: 'Connect your bank' });
    expect(within(step).queryByRole('button', { name: 'Continue' })).toBeNull();

    await userEvent.click(within(step).getByRole('button', { name: 'Connect your bank' }));
    expect(await frameSrc()).toBe('https://gateway.test/gateway/open_banking/token-fiat_wallet_setup');
    expect(w.fakes.bankLinking.calls.requests('getOpenBankingCredential')).toEqual([['fiat_wallet_setup']]);
    act(() => w.fakes.paymentFrame.post({ source: 'elsewhere', status: 'success' }));
    act(() => w.fakes.paymentFrame.post({ source: SDK, status: 'error' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'The bank connection did not complete. Please try again.');
    expect(screen.queryByTitle('Your bank connection')).toBeNull();

    await userEvent.click(within(step).getByRole('button', { name: 'Connect your bank' }));
    await frameSrc();
    act(() => w.fakes.paymentFrame.post({ source: SDK, status: 'cancelled' }));
    const income = await screen.findByRole('form', { name: 'About your income' });
    await userEvent.click(within(income).getByRole('button', { name: 'Continue' }));

    await userEvent.click(within(await screen.findByRole('region', { name: 'Connect your bank' })).getByRole('button', { name: 'Connect your bank' }));
    await frameSrc();
    act(() => w.fakes.paymentFrame.post({ source: SDK, status: 'success' }));
    await screen.findByRole('dialog', { name: 'Verification in progress' });
    const submissions = w.fakes.kyc.calls.requests('submitSection').map(([s]) => s as SectionSubmission);
    expect(submissions.map((s) => s.section.section_id)).toEqual(['additional_information', 'additional_information', 'income_bank_connection']);
    expect(submissions.at(-1)?.answers).toEqual([
      { answer: { question_id: 'q2', field_name: 'bank_connection', field_answer: 'token-fiat_wallet_setup' }, encrypt: false },
    ]);
  });

  it('closing the bank page stays on the step, and closing the modal stops waiting for the page', async () => {
    const w = await openOnIncome();
    const step = await screen.findByRole('region', { name: 'Connect your bank' });
    await userEvent.click(within(step).getByRole('button', { name: 'Connect your bank' }));
    await frameSrc();
    await userEvent.click(within(step).getByRole('button', { name: 'Close the bank page' }));
    expect(screen.queryByTitle('Your bank connection')).toBeNull();
    expect(w.fakes.paymentFrame.listening).toBe(false);
    await userEvent.click(within(step).getByRole('button', { name: 'Connect your bank' }));
    await frameSrc();
    act(() => w.services.cashAccountSetup.close());
    expect(w.fakes.paymentFrame.listening).toBe(false);
    expect(w.fakes.kyc.calls.count('submitSection')).toBe(1);
  });
});
