import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { isFieldActive } from '../../../domain/kyc/field-activity';
import { fieldKind } from '../../../domain/kyc/field-kind';
import { AES_256_CBC, buildAnswers } from '../../../domain/kyc/form-answers';
import { validateSection } from '../../../domain/kyc/form-validation';
import { isEmptyValue, othersFieldName } from '../../../domain/kyc/form-values';
import { optionStates } from '../../../domain/kyc/field-options';
import { sectionWithValues } from '../../arbitraries/kyc';
import { RUNS } from '../../arbitraries/runs';

/** How often the generated cases reach what the properties are about, so none of them passes vacuously. */
const reached = { submittableWithRequired: 0, blockedByRequired: 0, skippedWithValue: 0 };

describe('dynamic form engine, properties', () => {
  afterAll(() => {
    for (const [what, count] of Object.entries(reached)) expect(count, what).toBeGreaterThan(0);
  });

  it('no answer is ever built for a hidden or disabled field', () => {
    fc.assert(
      fc.property(sectionWithValues, ([section, values]) => {
        if (section.fields.some((f) => !isFieldActive(f, values) && !isEmptyValue(values[f.name]))) reached.skippedWithValue += 1;
        for (const { answer } of buildAnswers(section, values)) {
          const owner = section.fields.find((f) => f.name === answer.field_name || othersFieldName(f) === answer.field_name);
          expect(owner).toBeDefined();
          if (owner === undefined) continue;
          expect(owner.hidden).not.toBe(true);
          expect(isFieldActive(owner, values)).toBe(true);
          expect(answer.question_id).toBe(owner.question_id);
        }
      }),
      RUNS,
    );
  });

  it('submit is enabled only when every shown, enabled required field is answered (and supported)', () => {
    fc.assert(
      fc.property(sectionWithValues, ([section, values]) => {
        const { canSubmit, errors } = validateSection(section, values);
        if ([...errors.values()].some((e) => e.code === 'transfer_deposit_alert_title_tag_is_required')) reached.blockedByRequired += 1;
        if (!canSubmit) return;
        if (section.fields.some((f) => f.required === true && isFieldActive(f, values))) reached.submittableWithRequired += 1;
        const sent = new Set(buildAnswers(section, values).map((a) => a.answer.field_name));
        for (const field of section.fields) {
          if (field.required !== true || !isFieldActive(field, values)) continue;
          expect(fieldKind(field)).toBeDefined();
          expect(isEmptyValue(values[field.name])).toBe(false);
          expect(sent.has(field.name)).toBe(true);
        }
      }),
      RUNS,
    );
  });

  it('every shown, enabled, supported field with a valid non-empty answer is sent exactly once', () => {
    fc.assert(
      fc.property(sectionWithValues, ([section, values]) => {
        const v = validateSection(section, values);
        const names = buildAnswers(section, values).map((a) => a.answer.field_name);
        expect(new Set(names).size).toBe(names.length);
        for (const field of section.fields) {
          const expectedSent = isFieldActive(field, values) && fieldKind(field) !== undefined && !isEmptyValue(values[field.name]) && !v.errors.has(field.name);
          if (expectedSent) expect(names).toContain(field.name);
          if (!isFieldActive(field, values)) expect(names).not.toContain(field.name);
        }
      }),
      RUNS,
    );
  });

  it('an answer is flagged for encryption exactly when its field is aes_256_cbc', () => {
    fc.assert(
      fc.property(sectionWithValues, ([section, values]) => {
        for (const { answer, encrypt } of buildAnswers(section, values)) {
          const owner = section.fields.find((f) => f.name === answer.field_name || othersFieldName(f) === answer.field_name);
          expect(encrypt).toBe(owner?.encryption === AES_256_CBC);
        }
      }),
      RUNS,
    );
  });

  it('errors are reported only for shown, enabled fields', () => {
    fc.assert(
      fc.property(sectionWithValues, ([section, values]) => {
        const { errors, canSubmit } = validateSection(section, values);
        expect(canSubmit).toBe(errors.size === 0);
        for (const name of errors.keys()) {
          const field = section.fields.find((f) => f.name === name);
          expect(field !== undefined && isFieldActive(field, values)).toBe(true);
        }
      }),
      RUNS,
    );
  });

  it('a multi-select never lets a new box be ticked beyond max_select', () => {
    fc.assert(
      fc.property(sectionWithValues, ([section, values]) => {
        for (const field of section.fields) {
          if (fieldKind(field) !== 'multi' || field.max_select === undefined || field.max_select === -1) continue;
          const states = optionStates(field, values);
          const selected = states.filter((s) => s.selected).length;
          if (selected >= field.max_select) expect(states.filter((s) => !s.selected).every((s) => s.disabled)).toBe(true);
        }
      }),
      RUNS,
    );
  });
});
