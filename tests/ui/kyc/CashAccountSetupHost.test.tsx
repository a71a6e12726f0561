// @vitest-environment happy-dom
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { businessError } from '../../../application/ports/api-error';
import type { FormSection } from '../../../domain/kyc/form-section';
import { currencyCode } from '../../../domain/money/currency';
import { ServicesContext } from '../../../ui/base/services-context';
import { I18nProvider } from '../../../ui/i18n/I18nProvider';
import { AllHubTexts } from '../all-hub-texts';
import { CashAccountSetupHost } from '../../../ui/kyc/CashAccountSetupHost';
import { fakeWorld } from '../../support/fake-world';
import { settle } from '../../support/virtual-time';

afterEach(cleanup);

const USD = currencyCode('USD');
const ok = <T,>(value: T) => ({ ok: true as const, value });

const PERSONAL: FormSection = {
  section_id: 'personal_details',
  section_title: 'kyc_personal_details_title',
  fields: [
    {
      name: 'first_name',
      question_id: 'q1',
      input_type: 'text',
      required: true,
      placeholder: 'kyc_first_name_placeholder',
      regex: '^[[:alpha:]]{2,}$',
      regex_error_translation_key: 'kyc_name_invalid',
    },
    { name: 'nationality', question_id: 'q2', input_type: 'select', required: true, placeholder: 'kyc_nationality_placeholder', options_key: 'kyc2026' },
    {
      name: 'ssn',
      question_id: 'q3',
      input_type: 'text',
      required: true,
      placeholder: 'kyc_ssn_placeholder',
      visibility_rule: { '==': [{ var: 'nationality' }, 'US'] },
    },
  ],
};
const COUNTRIES = [
  { value: 'US', translation_key: 'country_us' },
  { value: 'GB', translation_key: 'country_gb' },
];

async function open(arrange: (w: Awaited<ReturnType<typeof fakeWorld>>) => void = () => undefined) {
  const w = await fakeWorld();
  arrange(w);
  render(
    <ServicesContext.Provider value={w.services}>
      <I18nProvider>
        <AllHubTexts>
          <CashAccountSetupHost />
        </AllHubTexts>
      </I18nProvider>
    </ServicesContext.Provider>,
  );
  act(() => w.services.cashAccountSetupLauncher.open({ currency: USD }));
  return w;
}

/** Through the intro and additional information required, to the form. */
async function toForm() {
  await userEvent.click(await screen.findByRole('checkbox', { name: 'I agree to the terms of the cash account' }));
  await userEvent.click(screen.getByRole('button', { name: 'Open cash account' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
}

describe('the cash account setup modal (spec 001 §2, §4)', () => {
  it('intro: the fiat wallet overview, and Open cash account refuses until the terms are agreed', async () => {
    const w = await open((w) =>
      vi.spyOn(w.fakes.deposits, 'getApplicationOverview').mockResolvedValue(
        ok({
          title: 'fiat_wallet_overview_title_usd',
          description: 'fiat_wallet_overview_description',
          bulletPoints: ['fiat_wallet_overview_bullet_deposit'],
          terms: 'fiat_wallet_overview_terms',
          footer: 'fiat_wallet_overview_footer',
          footerDisclaimer: 'fiat_wallet_overview_footer_disclaimer',
          faq: 'https://help.sandbox.test/fiat-wallet',
          disclosure: 'fiat_wallet_overview_disclosure',
        }),
      ),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Set up your USD cash account' });
    expect(await within(dialog).findByRole('heading', { name: 'A US dollar cash account' })).toBeDefined();
    expect(within(dialog).getByText('Deposit by bank transfer')).toBeDefined();
    expect(within(dialog).getByRole('link', { name: 'Questions? Read the FAQ' }).getAttribute('href')).toBe('https://help.sandbox.test/fiat-wallet');
    const start = within(dialog).getByRole('button', { name: 'Open cash account' });
    expect(start.getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(start);
    expect(w.fakes.kyc.calls.count('createWallet')).toBe(0);
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'I agree to the terms of the cash account' }));
    await userEvent.click(start);
    expect(w.fakes.kyc.calls.count('createWallet')).toBe(1);
  });

  it('no additional info needed: the cash account is ready and the wallets reload', async () => {
    const w = await open((w) => w.fakes.kyc.setStatus('approved'));
    await userEvent.click(await screen.findByRole('checkbox', { name: /agree/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Open cash account' }));
    expect(await screen.findByRole('dialog', { name: 'Your cash account is ready' })).toBeDefined();
    expect(w.fakes.kyc.wallets.USD).toBe('created');
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(w.services.cashAccountSetupLauncher.request.getSnapshot()).toBeUndefined();
  });

  it('pending review and rejected route by the restriction header', async () => {
    await open((w) => w.fakes.kyc.setStatus('manual_review'));
    await userEvent.click(await screen.findByRole('checkbox', { name: /agree/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Open cash account' }));
    expect(await screen.findByRole('dialog', { name: 'Your details are under review' })).toBeDefined();
    cleanup();
    await open((w) => w.fakes.kyc.setStatus('rejected'));
    await userEvent.click(await screen.findByRole('checkbox', { name: /agree/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Open cash account' }));
    expect(await screen.findByRole('dialog', { name: 'We could not verify your identity' })).toBeDefined();
  });

  it('a pending screen asks the verification state: approved re-checks the account to success', async () => {
    const w = await open((w) => w.fakes.kyc.setStatus('manual_review'));
    await userEvent.click(await screen.findByRole('checkbox', { name: /agree/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Open cash account' }));
    await screen.findByRole('dialog', { name: 'Your details are under review' });
    w.fakes.kyc.setStatus('approved').script('getVerificationState', ok({ state: 'approved', provider: undefined }));
    await userEvent.click(screen.getByRole('button', { name: 'Check status' }));
    expect(await screen.findByRole('dialog', { name: 'Your cash account is ready' })).toBeDefined();
  });

  it('the form: loads its option lists, shows a field only when its rule holds, errors tied to fields, focus to the first invalid on submit', async () => {
    const w = await open((w) => w.fakes.kyc.script('getSection', ok(PERSONAL)).script('getOptions', ok(COUNTRIES)));
    await toForm();
    const form = await screen.findByRole('form', { name: 'About you' });
    expect(within(form).queryByLabelText('Social Security number')).toBeNull();
    await userEvent.click(within(form).getByRole('button', { name: 'Continue' }));
    const first = within(form).getByLabelText('First name');
    expect(document.activeElement).toBe(first);
    expect(first.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(first.getAttribute('aria-describedby') ?? '')?.textContent).toBe('This field is required.');
    await userEvent.type(first, 'J1');
    await userEvent.tab();
    expect(document.getElementById(first.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Use letters, spaces, apostrophes and hyphens only (up to 50).',
    );
    await userEvent.clear(first);
    await userEvent.type(first, 'Sam');
    await userEvent.selectOptions(within(form).getByLabelText('Nationality'), 'US');
    expect(within(form).getByLabelText('Social Security number')).toBeDefined();
    await userEvent.type(within(form).getByLabelText('Social Security number'), '123456789');
    w.fakes.kyc.script('submitSection', ok({}));
    await userEvent.click(within(form).getByRole('button', { name: 'Continue' }));
    await settle();
    const sent = w.fakes.kyc.calls.requests('submitSection').at(-1)?.[0] as { answers: readonly { answer: { field_name: string } }[] };
    expect(sent.answers.map((a) => a.answer.field_name)).toEqual(['first_name', 'nationality', 'ssn']);
  });

  it('a failed option list shows a retry panel', async () => {
    const failure = { ok: false as const, error: { kind: 'network' as const } };
    await open((w) => w.fakes.kyc.script('getSection', ok(PERSONAL)).script('getOptions', failure, ok(COUNTRIES)));
    await toForm();
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('form', { name: 'About you' })).toBeDefined();
  });

  it('a refused submit shows the server message; invalid_parameter shows missing information', async () => {
    const w = await open((w) => w.fakes.kyc.script('getSection', ok({ ...PERSONAL, fields: [PERSONAL.fields[0]!] })));
    await toForm();
    await userEvent.type(await screen.findByLabelText('First name'), 'Sam');
    w.fakes.kyc.script('submitSection', { ok: false, error: businessError('ssn_unmatch_error', { message: 'The SSN does not match your name.' }) });
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The SSN does not match your name.');
    w.fakes.kyc.script('submitSection', { ok: false, error: businessError('invalid_parameter') });
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect((await screen.findByRole('alert')).textContent).not.toBe('The SSN does not match your name.');
  });

  it('polls the result on the scheduler and aborts the request in flight on close', async () => {
    const w = await open((w) => w.fakes.kyc.script('getSection', ok({ ...PERSONAL, fields: [PERSONAL.fields[0]!] })));
    await toForm();
    await userEvent.type(await screen.findByLabelText('First name'), 'Sam');
    w.fakes.kyc.script('submitSection', ok({ result: { type: 'polling', max_attempts: 5, interval_millis: 1000 } }));
    w.fakes.kyc.script('pollResult', ok({ result: { type: 'polling' } }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('dialog', { name: 'Checking your answers' })).toBeDefined();
    await act(() => w.time.advance(1000));
    const hold = w.fakes.kyc.calls.holdNext('pollResult');
    await act(() => w.time.advance(1000));
    const signal = w.fakes.kyc.calls.requests('pollResult').at(-1)?.[2] as AbortSignal;
    expect(signal.aborted).toBe(false);
    await userEvent.keyboard('{Escape}');
    expect(signal.aborted).toBe(true);
    hold.release();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
