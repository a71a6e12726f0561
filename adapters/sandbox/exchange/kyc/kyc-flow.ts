import type { FormValues } from '../../../../domain/kyc/form-values';

/** The triggers the sandbox collects information for (triggered_by, spec 001 §7). */
export const Trigger = {
  setup: 'fiat_wallet_setup',
  edd: 'edd',
  additionalInfo: 'additional_info',
  restricted: 'restricted_features',
} as const;

const FLOWS: Readonly<Record<string, (values: FormValues) => readonly string[]>> = {
  [Trigger.setup]: (values) => ['personal_details', 'residential_address', 'employment', ...(values.country === 'SG' ? ['cpf_details'] : []), 'review'],
  [Trigger.edd]: () => ['edd_source_of_wealth', 'review'],
  [Trigger.additionalInfo]: (values) => ['additional_information', ...(values.income_proof_type === 'bank_connection' ? ['income_bank_connection'] : [])],
};

export const isKnownTrigger = (trigger: string): boolean => Object.values(Trigger).includes(trigger as (typeof Trigger)[keyof typeof Trigger]);

/**
 * The sections a trigger collects, in order, given the answers so far. Choice: a Singapore
 * residential address adds the CPF section (submitted through the CPF call) before the review;
 * income proven by connecting a bank adds the open-banking section.
 */
export const flowFor = (trigger: string, values: FormValues): readonly string[] => FLOWS[trigger]?.(values) ?? [];

/**
 * Whether a request under `requested` may act on a case collecting for `active`. Choice: the
 * setup trigger the flow started under stays valid for the sections that follow from it (the
 * additional information a poll hands over keeps the form's trigger).
 */
export const triggerMatches = (requested: string, active: string): boolean => requested === active || requested === Trigger.setup;
