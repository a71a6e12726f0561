import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isFieldEnabled, isFieldVisible } from '../../../domain/kyc/field-activity';
import { fieldKind } from '../../../domain/kyc/field-kind';
import { buildAnswers } from '../../../domain/kyc/form-answers';
import type { FormField, FormSection } from '../../../domain/kyc/form-section';
import type { FieldValue, FormValues } from '../../../domain/kyc/form-values';
import { expectOk } from '../../support/api-result';
import { kycHarness } from '../../support/kyc-contract';
import { JANE, sectionValues, withOptions } from '../../support/kyc-profile';
import { signInAs } from '../../support/sign-in';

const SETUP = 'fiat_wallet_setup';

/** A value of the field's own kind, as the form would hold it: an option (or a stray one), a few, a text, a tick. */
function valueFor(field: FormField): fc.Arbitrary<FieldValue> {
  const options = (field.options ?? []).map((o) => o.value);
  switch (fieldKind(field)) {
    case 'single':
      return fc.constantFrom(...options, 'zz');
    case 'multi':
      return fc.subarray([...options, 'zz'], { maxLength: 4 });
    case 'checkbox':
      return fc.boolean();
    default:
      return fc.constantFrom('', ' ', 'Jane', '123456789', '000000000', '2,500', 'Sold a vintage car', '1990-05-17');
  }
}

/** Answers for any subset of the section's fields. */
const valuesFor = (section: FormSection): fc.Arbitrary<FormValues> =>
  fc.record(Object.fromEntries(section.fields.map((f) => [f.name, valueFor(f)])), { requiredKeys: [] }) as fc.Arbitrary<FormValues>;

describe('field visibility and enablement: the sandbox agrees with the domain (spec 001 §5)', () => {
  const harness = kycHarness();
  const { h, kyc } = harness;
  const sections = new Map<string, FormSection>();

  const section = (id: string): FormSection => {
    const found = sections.get(id);
    if (found === undefined) throw new Error(`section ${id} not loaded`);
    return found;
  };
  /** Valid answers up to the section, so that it is open whatever the previous run refused. */
  const openUpTo = async (id: string): Promise<void> => {
    for (const before of ['personal_details', 'residential_address'].slice(0, id === 'employment' ? 2 : 0)) {
      expectOk(await kyc.submitSection({ triggeredBy: SETUP, section: section(before), answers: buildAnswers(section(before), sectionValues(before, JANE)) }));
    }
  };

  beforeAll(async () => {
    await signInAs(h, 'sam');
    for (const id of ['personal_details', 'residential_address', 'employment']) {
      const loaded = await withOptions(kyc, expectOk(await kyc.getSection({ triggeredBy: SETUP, sectionId: id })));
      sections.set(id, loaded);
      expectOk(await kyc.submitSection({ triggeredBy: SETUP, section: loaded, answers: buildAnswers(loaded, sectionValues(id, JANE)) }));
    }
  });
  afterAll(() => h.stop());

  it('for random answers sent over the wire, the preview shows each field as the domain rules show it on the client', async () => {
    const arbitrary = fc.constantFrom('personal_details', 'employment').chain((id) => fc.tuple(fc.constant(section(id)), valuesFor(section(id))));
    await fc.assert(
      fc.asyncProperty(arbitrary, async ([shown, values]) => {
        await openUpTo(shown.section_id);
        await kyc.submitSection({ triggeredBy: SETUP, section: shown, answers: buildAnswers(shown, values) });
        const preview = expectOk(await kyc.previewSection(SETUP, shown.section_id));
        const client = shown.fields.map((f) => ({ name: f.name, visible: isFieldVisible(f, values), enabled: isFieldEnabled(f, values) }));
        expect(preview.fields).toEqual(client);
      }),
      { numRuns: 60 },
    );
  });
});
