import * as z from 'zod/mini';
import type { FormAnswer } from '../../../../domain/kyc/form-answers';
import { addressComponent, myInfoPerson } from '../../../http/schemas/kyc';

const submitted = z.array(
  z.object({ question_id: z.string(), field_name: z.string(), field_answer: z.optional(z.string()), field_answers: z.optional(z.array(z.string())) }),
);

/** The answers of a submit body, or undefined when they are not answers (spec 001 §3: field_answer or field_answers). */
export function readAnswers(body: unknown): FormAnswer[] | undefined {
  const parsed = submitted.safeParse(typeof body === 'object' && body !== null && 'answers' in body ? body.answers : undefined);
  if (!parsed.success) return undefined;
  const answers: FormAnswer[] = [];
  for (const a of parsed.data) {
    const base = { question_id: a.question_id, field_name: a.field_name };
    if (a.field_answers !== undefined) answers.push({ ...base, field_answers: a.field_answers });
    else if (a.field_answer !== undefined) answers.push({ ...base, field_answer: a.field_answer });
    else return undefined;
  }
  return answers;
}

/** A string property of a JSON body, or '' when missing. */
export const stringOf = (body: unknown, key: string): string =>
  typeof body === 'object' && body !== null && key in body && typeof (body as Record<string, unknown>)[key] === 'string'
    ? String((body as Record<string, unknown>)[key])
    : '';

/** A list of strings of a JSON body, or [] when missing. */
export function stringsOf(body: unknown, key: string): string[] {
  const parsed = z.array(z.string()).safeParse(typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[key] : undefined);
  return parsed.success ? parsed.data : [];
}

export const readComponents = (body: unknown) =>
  z.array(addressComponent).safeParse(typeof body === 'object' && body !== null ? (body as Record<string, unknown>).address_components : undefined);

export const readPerson = (body: unknown) =>
  myInfoPerson.safeParse(typeof body === 'object' && body !== null ? (body as Record<string, unknown>).person : undefined);
