import { ErrorCode } from '../../../../domain/errors/error-codes';
import { valuesFromAnswers } from '../../../../domain/kyc/answer-values';
import { POLLING_RESULT } from '../../../../domain/kyc/cash-setup-routing';
import { isFieldEnabled, isFieldVisible } from '../../../../domain/kyc/field-activity';
import { buildAnswers, type FormAnswer } from '../../../../domain/kyc/form-answers';
import { validateSection } from '../../../../domain/kyc/form-validation';
import { type FieldValue, type FormValues, othersFieldName } from '../../../../domain/kyc/form-values';
import { err, ok } from '../../../../domain/shared/result';
import type { FormSectionWire, SectionResponseWire } from '../../../http/schemas/kyc';
import type { SandboxResult } from '../sandbox-result';
import { checkAnswers, type ServerChecks } from './answer-checks';
import { isCollecting, type KycCase, VERIFICATION_MS } from './kyc-case';
import { flowFor, isKnownTrigger, triggerMatches } from './kyc-flow';
import { decideOutcome, type Outcome } from './kyc-outcome';
import { servedSection, validationSection } from './kyc-sections';

/** A submit's or a poll's answer, without the ok envelope. */
export type SectionAnswer = Omit<SectionResponseWire, 'ok'>;

/** Choice: the result polling the sandbox asks for: every second, at most 10 fetches. */
export const POLLING = { type: POLLING_RESULT, max_attempts: 10, interval_millis: 1_000 } as const;

const refused = (message: string, meta?: Record<string, unknown>) =>
  err({ code: ErrorCode.invalidParameter, message, ...(meta === undefined ? {} : { meta }) });

/** The section's place in the active flow, if the request may open it (reached, under a matching trigger). */
function locate(c: KycCase, trigger: string, sectionId: string | undefined): SandboxResult<{ id: string; index: number }> {
  if (!isKnownTrigger(trigger) || !triggerMatches(trigger, c.trigger)) return refused(`nothing is collected for ${trigger}`);
  if (!isCollecting(c)) return refused('no information is being collected');
  const flow = flowFor(c.trigger, c.values);
  const id = sectionId ?? flow[Math.min(c.reached, flow.length - 1)] ?? '';
  const index = flow.indexOf(id);
  return index < 0 || index > c.reached ? refused(`section ${id} is not open`) : ok({ id, index });
}

/** GET question: the section asked for, or the one reached; its feature flags are kept for the sections that follow. */
export function fetchSection(c: KycCase, trigger: string, sectionId: string | undefined, flags: readonly string[]): SandboxResult<FormSectionWire> {
  const located = locate(c, trigger, sectionId);
  if (!located.ok) return located;
  c.flags = [...flags];
  return ok(servedSection(located.value.id, c.flags));
}

/** The section with its saved answers, and each field's visibility and enablement over them (the domain's rules). */
export function previewSection(c: KycCase, trigger: string, sectionId: string) {
  const located = locate(c, trigger, sectionId);
  if (!located.ok) return located;
  const section = validationSection(located.value.id);
  return ok({
    section: servedSection(located.value.id, c.flags),
    answers: buildAnswers(section, c.values).map(({ answer: a }) =>
      'field_answers' in a ? { field_name: a.field_name, field_answers: [...a.field_answers] } : { field_name: a.field_name, field_answer: a.field_answer },
    ),
    fields: section.fields.map((f) => ({ name: f.name, visible: isFieldVisible(f, c.values), enabled: isFieldEnabled(f, c.values) })),
  });
}

/** The section the customer has reached, for the CPF submission call (which names none). */
export function reachedSectionId(c: KycCase): string | undefined {
  const flow = flowFor(c.trigger, c.values);
  return flow[Math.min(c.reached, flow.length - 1)];
}

const withoutSection = (values: FormValues, sectionId: string): Record<string, FieldValue> => {
  const names = new Set(validationSection(sectionId).fields.flatMap((f) => [f.name, othersFieldName(f)]));
  return Object.fromEntries(Object.entries(values).filter(([name]) => !names.has(name)));
};

/**
 * POST question (spec 001 §4, §5): the answers replace the section's earlier ones; they are
 * validated with the domain's rules (hidden and disabled fields skipped) and the server's own
 * checks; a refused section stays the furthest one open. An accepted section opens the next one
 * (status pending), or, for the last, starts verification and asks to poll.
 */
export function submitSection(
  c: KycCase,
  request: { readonly trigger: string; readonly sectionId: string; readonly answers: readonly FormAnswer[] },
  now: number,
  server: ServerChecks,
): SandboxResult<SectionAnswer> {
  const located = locate(c, request.trigger, request.sectionId);
  if (!located.ok) return located;
  const { id, index } = located.value;
  const section = validationSection(id);
  const read = valuesFromAnswers(section, request.answers);
  if ('code' in read) return refused(`the section has no field ${read.fieldName}`);
  c.values = { ...withoutSection(c.values, id), ...read.values };
  const invalid = validateSection(section, c.values).errors;
  const failed = invalid.size > 0 ? undefined : checkAnswers(id, c.values, server);
  if (invalid.size > 0 || failed !== undefined) {
    c.reached = Math.min(c.reached, index);
    if (failed !== undefined) return err(failed);
    return refused('some answers are missing or invalid', { field_errors: [...invalid.values()].map((e) => ({ field_name: e.field, code: e.code })) });
  }
  if (c.status !== 'collecting') c.status = 'collecting';
  c.reached = index + 1;
  const next = flowFor(c.trigger, c.values)[index + 1];
  if (next !== undefined) return ok({ next_section: { status: 'pending', section: servedSection(next, c.flags) } });
  c.status = 'verifying';
  c.pending = { outcome: decideOutcome(c.trigger, c.values, c.resubmissions), at: now + VERIFICATION_MS };
  return ok({ result: { ...POLLING } });
}

/** What a finished verification answers a poll (spec 001 §4 "Polling results"). */
function outcomeAnswer(outcome: Outcome, c: KycCase): SectionAnswer {
  switch (outcome) {
    case 'approved':
    case 'restricted':
    case 'edd':
      return { result: { type: 'success' } };
    case 'manual_review':
      return { result: { type: 'pending' } };
    case 'rejected':
      return { result: { type: 'fullscreen_retry' } };
    case 'resubmit':
      return { result: { type: 'fullscreen_retry', trigger: c.trigger } };
    case 'additional_info':
      return { next_section: { status: 'pending', section: servedSection(flowFor(c.trigger, c.values)[0] ?? '', c.flags) } };
  }
}

/** GET result_polling: still polling while verifying, then the outcome's answer (settle the case first). */
export function pollCase(c: KycCase, trigger: string): SandboxResult<SectionAnswer> {
  if (!isKnownTrigger(trigger)) return refused(`nothing is collected for ${trigger}`);
  if (c.status === 'verifying') return ok({ result: { ...POLLING } });
  return c.lastOutcome === null ? refused('nothing is being verified') : ok(outcomeAnswer(c.lastOutcome, c));
}
