import type { MethodPickerView, PickerEntry } from '../../../domain/deposit/deposit-method-picker';
import { depositMethodKind, isKnownDepositMethod } from '../../../domain/deposit/deposit-method';
import { apiFailure } from '../api-failure';
import type { Command } from '../command';
import { table } from '../output/table';
import { toJson } from '../output/to-json';
import { CURRENCY_OPTION, currencyFlag, textFlag } from './deposit-flags';
import { depositCustomer } from './deposit-support';

const screenOf = (id: string): string | undefined => (isKnownDepositMethod(id) ? depositMethodKind(id) : undefined);
const entryJson = (e: PickerEntry) => ({ ...e, screen: screenOf(e.id) ?? null, subtitle: e.subtitle ?? null, description: e.description ?? null });

function pickerJson(view: MethodPickerView) {
  switch (view.kind) {
    case 'no_method':
      return { decision: 'no_method', code: view.code };
    case 'direct':
      return { decision: 'direct', method: view.method, screen: depositMethodKind(view.method) };
    case 'list':
      return {
        decision: 'list',
        preselected: view.preselected ?? null,
        supported: view.supported.map(entryJson),
        disabled: view.disabled.map((e) => ({ ...entryJson(e), label: e.label })),
      };
  }
}

const STATUS = { unavailable: 'unavailable', only_in_app: 'only in the app' } as const;

function pickerText(view: MethodPickerView, noMethodText: string): string {
  if (view.kind === 'no_method') return `${noMethodText}\n`;
  if (view.kind === 'direct') return `one method: ${view.method} (opens ${depositMethodKind(view.method).replace(/_/g, ' ')} directly)\n`;
  const rows = [
    ...view.supported.map((e) => [e.id === view.preselected ? `${e.id} *` : e.id, e.title, 'available', screenOf(e.id) ?? '-', e.tags.join(',')]),
    ...view.disabled.map((e) => [e.id, e.title, STATUS[e.label], screenOf(e.id) ?? '-', e.tags.join(',')]),
  ];
  return table(['method', 'title', 'status', 'screen', 'tags'], rows) + (view.preselected === undefined ? '' : '* preselected\n');
}

/** `deposit methods`: the deposit method picker's decision for a currency (spec 001 §2, §4, §6). */
export const depositMethodsCommand: Command = {
  path: ['deposit', 'methods'],
  summary: 'the deposit method picker for a currency: clickable methods, unavailable and app-only ones, the preselected one',
  options: {
    currency: CURRENCY_OPTION,
    prefer: { type: 'string', hint: 'a preferred method, preselected when it is clickable' },
  },
  required: ['currency'],
  signedIn: true,
  run: async ({ services, messages, progress }, values) => {
    const currency = currencyFlag(values);
    const customer = await depositCustomer(services);
    const view = await progress('loading deposit methods', services.depositMethods.methods(currency, customer, textFlag(values, 'prefer')));
    if (!view.ok) throw apiFailure(view.error, messages);
    return {
      json: toJson({ currency, ...pickerJson(view.value) }),
      human: pickerText(view.value, messages.text('no_deposit_method_found')),
    };
  },
};
