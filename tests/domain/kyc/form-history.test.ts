import { describe, expect, it } from 'vitest';
import { isCashAccountSetUp, needsCashAccountSetup } from '../../../domain/kyc/kyc-status';
import { advanceForm, canGoBack, type FormProgress, goBack, isReviewSection, previousStep } from '../../../domain/kyc/form-history';
import type { FormSection } from '../../../domain/kyc/form-section';

const s = (section_id: string, action?: string): FormSection => ({ section_id, fields: [], ...(action === undefined ? {} : { action }) });
const start: FormProgress = { triggeredBy: 't', current: null, history: [] };

describe('form history', () => {
  it('moving on keeps the previous section for back navigation', () => {
    const p = advanceForm(advanceForm(advanceForm(start, s('a')), s('b')), s('c'));
    expect(p.current?.section_id).toBe('c');
    expect(p.history.map((x) => x.section_id)).toEqual(['a', 'b']);
  });

  it('back steps through the history', () => {
    const p = advanceForm(advanceForm(advanceForm(start, s('a')), s('b')), s('c'));
    expect(goBack(p).current?.section_id).toBe('b');
    expect(goBack(goBack(p)).current?.section_id).toBe('a');
    expect(canGoBack(goBack(goBack(p)))).toBe(false);
  });

  it('back is not possible from a review section', () => {
    const p = advanceForm(advanceForm(start, s('a')), s('summary', 'review'));
    expect(isReviewSection(s('summary', 'review'))).toBe(true);
    expect(canGoBack(p)).toBe(false);
    expect(goBack(p)).toBe(p);
  });

  it('sections named address_verification_steps are not accumulated', () => {
    const p = advanceForm(advanceForm(advanceForm(start, s('a')), s('address_verification_steps')), s('c'));
    expect(p.history.map((x) => x.section_id)).toEqual(['a']);
    expect(goBack(p).current?.section_id).toBe('a');
  });

  it('the open-banking previous step leaves even a review section', () => {
    const p = advanceForm(advanceForm(start, s('a')), s('summary', 'review'));
    expect(previousStep(p).current?.section_id).toBe('a');
    expect(previousStep(advanceForm(start, s('a')))).toEqual(advanceForm(start, s('a')));
  });
});

describe('cash account state', () => {
  it("counts as set up when its state is 'created'; any other state needs set-up", () => {
    expect(isCashAccountSetUp('created')).toBe(true);
    expect(needsCashAccountSetup('created')).toBe(false);
    for (const state of ['pending', 'uncreated', 'Created', '']) expect(needsCashAccountSetup(state)).toBe(true);
    expect(needsCashAccountSetup(undefined)).toBe(true);
  });
});
