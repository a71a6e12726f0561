import { setupFailureOf } from '../../application/kyc/setup-failure';
import type { CashAccountPort } from '../../application/ports/cash-account-port';
import type { KycPort } from '../../application/ports/kyc-port';
import { launchSetup, stepSetup } from '../../domain/kyc/cash-account-setup';
import type { FormMessage } from '../../domain/kyc/cash-setup-routing';
import type { SetupEffect, SetupEvent, SetupState } from '../../domain/kyc/cash-setup-state';
import { buildAnswers } from '../../domain/kyc/form-answers';
import { validateSection } from '../../domain/kyc/form-validation';
import type { FormValues } from '../../domain/kyc/form-values';
import { currencyCode } from '../../domain/money/currency';
import { withOptions } from './kyc-profile';

/**
 * Drives the domain's cash account setup machine (stepSetup) against the ports, as the setup
 * service will: each effect becomes a port call and its answer the next event; a scheduled poll
 * waits in the test's virtual time. Answers come from `answersFor(sectionId)`; the driver checks
 * them with the domain's validation before submitting unless told to send them as they are.
 */
export class SetupDriver {
  state: SetupState;
  readonly messages: FormMessage[] = [];
  private values: (sectionId: string) => FormValues = () => ({});
  private unchecked = false;

  constructor(
    private readonly kyc: KycPort,
    private readonly cash: CashAccountPort,
    private readonly wait: (ms: number) => Promise<void>,
    private readonly currency = currencyCode('USD'),
  ) {
    this.state = launchSetup(undefined, '').state;
  }

  get step(): SetupState['step'] {
    return this.state.step;
  }

  /** The section shown, when the form is open. */
  get sectionId(): string | undefined {
    return this.state.step === 'FORM' ? (this.state.form.current?.section_id ?? undefined) : undefined;
  }

  async dispatch(event: SetupEvent): Promise<void> {
    const step = stepSetup(this.state, event);
    this.state = step.state;
    for (const effect of step.effects) await this.run(effect);
  }

  /** Submits the open section with these answers; `unchecked` sends them even if the domain finds them invalid. */
  async submit(values: (sectionId: string) => FormValues, unchecked = false): Promise<void> {
    this.values = values;
    this.unchecked = unchecked;
    await this.dispatch({ type: 'submit' });
  }

  private async run(effect: SetupEffect): Promise<void> {
    switch (effect.type) {
      case 'create_wallet': {
        const wallet = await this.cash.createWallet(this.currency);
        return this.dispatch(
          wallet.ok ? { type: 'account_checked', additionalInfo: wallet.value.additionalInfo } : { type: 'failed', failure: setupFailureOf(wallet.error) },
        );
      }
      case 'fetch_restriction': {
        const overview = await this.kyc.getRestrictionOverview(effect.triggeredBy, effect.restrictedFeatures);
        return this.dispatch(
          overview.ok
            ? { type: 'restriction_loaded', header: overview.value.header, displayType: overview.value.displayType }
            : { type: 'failed', failure: setupFailureOf(overview.error) },
        );
      }
      case 'fetch_section': {
        const section = await this.kyc.getSection({ triggeredBy: effect.triggeredBy });
        return this.dispatch(section.ok ? { type: 'section_loaded', section: section.value } : { type: 'failed', failure: setupFailureOf(section.error) });
      }
      case 'submit_section':
        return this.submitSection(effect.triggeredBy);
      case 'poll': {
        const answer = await this.kyc.pollResult(effect.triggeredBy, effect.sectionId);
        return this.dispatch(answer.ok ? { type: 'poll_result', response: answer.value } : { type: 'poll_failed' });
      }
      case 'schedule_poll':
        await this.wait(effect.ms);
        return this.dispatch({ type: 'tick' });
      case 'show_message':
        this.messages.push(effect.message);
        return;
      case 'abort_poll':
      case 'show_error':
        return;
    }
  }

  private async submitSection(triggeredBy: string): Promise<void> {
    if (this.state.step !== 'FORM' || this.state.form.current === null) throw new Error(`submit outside a form: ${this.state.step}`);
    const section = await withOptions(this.kyc, this.state.form.current);
    const values = this.values(section.section_id);
    const validation = validateSection(section, values);
    if (!this.unchecked && !validation.canSubmit)
      throw new Error(`test answers for ${section.section_id} are invalid: ${JSON.stringify([...validation.errors.values()])}`);
    const answer = await this.kyc.submitSection({ triggeredBy, section, answers: buildAnswers(section, values) });
    await this.dispatch(answer.ok ? { type: 'submitted', response: answer.value } : { type: 'failed', failure: setupFailureOf(answer.error) });
  }
}
