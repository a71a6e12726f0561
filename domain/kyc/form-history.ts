import type { FormSection } from './form-section';

/** Sections named address_verification_steps are not accumulated across steps (spec 001 §4). */
export const ADDRESS_VERIFICATION_SECTION = 'address_verification_steps';

/** Choice: a review section is one whose action is 'review'. */
export const isReviewSection = (section: FormSection): boolean => section.action === 'review';

/** Where the form is: the section shown (null while the first one loads) and the sections before it. */
export interface FormProgress {
  readonly triggeredBy: string;
  readonly current: FormSection | null;
  readonly history: readonly FormSection[];
}

/** Moves on to the next section, keeping the current one for back navigation unless it is an address verification step. */
export function advanceForm(progress: FormProgress, next: FormSection): FormProgress {
  const { current } = progress;
  const keep = current !== null && current.section_id !== ADDRESS_VERIFICATION_SECTION;
  return { ...progress, current: next, history: keep ? [...progress.history, current] : progress.history };
}

/** Back steps through the history, but not from a review section (spec 001 §4). */
export const canGoBack = (progress: FormProgress): boolean => progress.current !== null && !isReviewSection(progress.current) && progress.history.length > 0;

/** The previous section, or the same progress when back is not possible. */
export function goBack(progress: FormProgress): FormProgress {
  const previous = progress.history.at(-1);
  if (!canGoBack(progress) || previous === undefined) return progress;
  return { ...progress, current: previous, history: progress.history.slice(0, -1) };
}

/**
 * The previous step for an open-banking CANCELLED callback (spec 001 §4). Choice: unlike the
 * back button it also leaves a review section, since the customer abandoned the bank step.
 */
export function previousStep(progress: FormProgress): FormProgress {
  const previous = progress.history.at(-1);
  if (previous === undefined) return progress;
  return { ...progress, current: previous, history: progress.history.slice(0, -1) };
}
