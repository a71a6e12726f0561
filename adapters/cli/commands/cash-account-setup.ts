import { readFile } from 'node:fs/promises';
import { combineLatest, filter, firstValueFrom, map } from 'rxjs';
import { parse } from 'yaml';
import type { CashAccountSetupService } from '../../../application/kyc/cash-account-setup-service';
import type { SetupView } from '../../../application/kyc/setup-view';
import type { FormSection } from '../../../domain/kyc/form-section';
import { validateSection } from '../../../domain/kyc/form-validation';
import { othersFieldName, type FieldValue, type FormValues } from '../../../domain/kyc/form-values';
import { isFieldActive } from '../../../domain/kyc/field-activity';
import { openBankingField } from '../../../domain/kyc/open-banking';
import { ErrorCode } from '../../../domain/errors/error-codes';
import type { Command, CommandContext } from '../command';
import { ruleFailure } from '../api-failure';
import { CliFailed, usageFailure } from '../cli-failure';
import { toJson } from '../output/to-json';
import { CURRENCY_OPTION, currencyFlag } from './deposit-flags';
import { completePage } from './deposit-pages';

/** Steps the command waits through: the server is working, or the form is loading or sending. */
const settled = (v: SetupView, optionsReady: (s: FormSection) => boolean): boolean => {
  const { setup } = v;
  if (setup.step === 'CREATING_WALLET' || setup.step === 'VERIFYING_DETAILS' || setup.step === 'POLLING') return false;
  if (setup.step === 'START') return v.overview !== undefined;
  if (setup.step === 'FORM') return setup.form.current !== null && !setup.submitting && optionsReady(setup.form.current);
  return true;
};

/** The view the setup settles on after `after` (a new object each change), with the effects of that change applied (a message). */
const next = async (setup: CashAccountSetupService, after: SetupView): Promise<SetupView> => {
  await firstValueFrom(
    combineLatest([setup.state.state$, setup.options.state.state$]).pipe(
      map(([v]) => v),
      filter((v) => v !== after && settled(v, (s) => setup.options.ready(s))),
    ),
  );
  return setup.state.getSnapshot();
};

/**
 * The open-banking step (spec 001 §4) in the terminal: the service asks for the credential and
 * waits for the provider's callback; the command completes the provider's page as the customer
 * would press Connect (the sandbox's stand-in). A real provider's page needs a browser: the
 * command ends with kyc_open_banking_failed, the page's address and what to do.
 */
async function connectBank(context: CommandContext, setup: CashAccountSetupService): Promise<void> {
  const connecting = setup.connectBank();
  const opened = await Promise.race([
    firstValueFrom(setup.bankConnection.state.state$.pipe(filter((s) => s.phase === 'open'))),
    connecting.then(() => undefined),
  ]);
  if (opened === undefined || opened.phase !== 'open') return;
  try {
    await completePage(context, 'connecting your bank', opened.url, 'submit', {
      code: ErrorCode.openBankingFailed,
      params: {},
      instruction: (url) => `Connect your bank on ${url} in a browser, or answer another proof of income.`,
    });
  } catch (failure) {
    setup.close();
    throw failure;
  }
  await connecting;
}

/** Choice: a setup asking for more than this many sections is stopped (a server looping on the same answers). */
const MAX_SECTIONS = 40;

/** An answers file: field name to text, choices or a tick (JSON or YAML). */
async function readAnswers(file: string | undefined): Promise<FormValues> {
  if (file === undefined) return {};
  const parsed: unknown = parse(await readFile(file, 'utf8'));
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw usageFailure(`${file} is not a map of answers`, 'name: value, one per field');
  const values: Record<string, FieldValue> = {};
  for (const [name, value] of Object.entries(parsed)) {
    values[name] = typeof value === 'boolean' ? value : Array.isArray(value) ? value.map(String) : String(value);
  }
  return values;
}

/** The section's answers found in the file: the shown, enabled fields and their 'other' texts. */
function sectionAnswers(section: FormSection, answers: FormValues, values: FormValues): FormValues {
  let merged: FormValues = values;
  for (const field of section.fields) {
    for (const name of [field.name, othersFieldName(field)]) {
      const value = answers[name];
      if (value !== undefined && isFieldActive(field, { ...merged, [name]: value })) merged = { ...merged, [name]: value };
    }
  }
  return merged;
}

const fieldLine = (section: FormSection, values: FormValues): string[] =>
  section.fields
    .filter((f) => isFieldActive(f, values))
    .map(
      (f) =>
        `  ${f.name} (${f.input_type}${f.required === true ? ', required' : ''})${(f.options ?? []).length > 0 ? `: ${(f.options ?? []).map((o) => o.value).join(' | ')}` : ''}`,
    );

/**
 * `cash-account setup --currency CUR --answers FILE --accept-terms`: the browser's setup flow
 * (CashAccountSetupService, the same engine) in the terminal. Each section's fields are printed
 * on stderr and answered from the file; the outcome (the final step) is the result.
 */
export const cashAccountSetupCommand: Command = {
  path: ['cash-account', 'setup'],
  summary: 'set up a cash account: the KYC sections answered from a JSON/YAML file, the outcome reported',
  options: {
    currency: CURRENCY_OPTION,
    answers: { type: 'string', hint: 'a JSON or YAML file of answers by field name (lists for multi-selects, true for boxes)' },
    'accept-terms': { type: 'boolean', hint: 'agree to the cash account terms (required to start)' },
  },
  required: ['currency'],
  signedIn: true,
  run: async (context, values) => {
    const { services, io, messages, progress } = context;
    const currency = currencyFlag(values);
    if (values['accept-terms'] !== true) throw usageFailure('the cash account terms must be agreed', 'add --accept-terms');
    const answers = await readAnswers(typeof values.answers === 'string' ? values.answers : undefined);
    const setup = services.cashAccountSetup;
    const sections: string[] = [];
    let view = setup.state.getSnapshot();
    services.cashAccountSetupLauncher.open({ currency });
    view = await progress('loading the cash account overview', next(setup, view));
    setup.agreeToTerms(true);
    setup.start();
    for (;;) {
      view = await progress('checking your cash account', next(setup, view));
      const { setup: state } = view;
      if (state.step === 'ADDITIONAL_INFORMATION_REQUIRED' || state.step === 'RETRY') {
        io.err(`${state.step === 'RETRY' ? 'retry' : 'additional information required'}: opening the form\n`);
        setup.continue();
        continue;
      }
      if (state.step !== 'FORM' || state.form.current === null) break;
      const section = setup.options.filled(state.form.current);
      if (view.message !== undefined && sections.at(-1) === section.section_id) break;
      if (sections.length >= MAX_SECTIONS) break;
      sections.push(section.section_id);
      if (openBankingField(section) !== undefined) {
        io.err(`section ${section.section_id}: connecting your bank on the provider's page\n`);
        await connectBank(context, setup);
        continue;
      }
      const filled = sectionAnswers(section, answers, view.values);
      setup.answerAll(filled);
      io.err(`section ${section.section_id}:\n${fieldLine(section, filled).join('\n')}\n`);
      if (!setup.submit()) {
        const errors = [...validateSection(section, filled).errors.values()];
        setup.close();
        const first = errors[0];
        throw ruleFailure(first?.code ?? 'invalid_parameter', { field: first?.field ?? '', section: section.section_id }, messages);
      }
      view = setup.state.getSnapshot();
    }
    const outcome = view.setup.step;
    const message = view.message;
    setup.close();
    if (message !== undefined) {
      const text = 'message' in message && message.message !== undefined ? message.message : messages.text(message.code);
      throw new CliFailed({
        kind: 'business',
        code: message.code,
        message_key: messages.keyOf(message.code),
        message: text,
        params: { section: sections.at(-1) ?? '' },
      });
    }
    return {
      json: toJson({ currency, outcome: outcome.toLowerCase(), sections }),
      human: `cash account ${currency}: ${outcome.toLowerCase().replace(/_/g, ' ')}\nsections: ${sections.join(', ') || 'none'}`,
    };
  },
};
