import type { SchedulerLike } from 'rxjs';
import { SETUP_START, stepSetup } from '../../domain/kyc/cash-account-setup';
import type { SetupEvent, VerificationDecision } from '../../domain/kyc/cash-setup-state';
import { changeValue, type FieldValue, type FormValues } from '../../domain/kyc/form-values';
import { openBankingField } from '../../domain/kyc/open-banking';
import { validateSection } from '../../domain/kyc/form-validation';
import type { CurrencyCode } from '../../domain/money/currency';
import type { BalanceService } from '../account/balance-service';
import type { DepositsPort } from '../ports/deposits-port';
import type { CashAccountPort } from '../ports/cash-account-port';
import type { KycPort } from '../ports/kyc-port';
import { StateStore, type ReadableStore } from '../shared/store';
import { CLOSED_SETUP, type SetupView } from './setup-view';
import { type EffectContext, performSetupEffect, PollControl } from './setup-effects';
import type { CashAccountSetupLauncher } from './cash-account-setup-launcher';
import { SectionOptions } from './section-options';
import { BankConnection, type BankConnectionDependencies } from './bank-connection';

export interface CashAccountSetupDependencies extends BankConnectionDependencies {
  readonly cashAccountSetupLauncher: CashAccountSetupLauncher;
  readonly kyc: KycPort;
  readonly cashAccount: CashAccountPort;
  readonly deposits: Pick<DepositsPort, 'getApplicationOverview'>;
  readonly balances: Pick<BalanceService, 'refresh'>;
  readonly scheduler: SchedulerLike;
}

/** A decided verification (spec 001 §7 verification_state): approved or rejected; anything else is none yet. */
const decisionOf = (state: string): VerificationDecision | undefined => (state === 'approved' || state === 'rejected' ? state : undefined);

/**
 * The cash account setup modal (spec 001 §2, §4): opens with the launcher, runs the domain's
 * state machine (domain/kyc/cash-account-setup.ts) and performs its effects on the ports: create
 * wallet, the restriction overview, sections with their options, submits, the result polling
 * on the scheduler (aborted, request in flight included, when the modal closes). Every answer of
 * an earlier session is dropped: a late response never reaches a newer one. Success reloads the
 * wallets, so the new cash account is usable at once.
 */
export class CashAccountSetupService {
  private readonly store = new StateStore<SetupView>(CLOSED_SETUP);
  readonly state: ReadableStore<SetupView> = this.store;
  readonly options: SectionOptions;
  /** The open-banking step's SDK page. */
  readonly bankConnection: BankConnection;
  private session = 0;
  private readonly polls = new PollControl();

  constructor(private readonly deps: CashAccountSetupDependencies) {
    this.options = new SectionOptions(deps.kyc);
    this.bankConnection = new BankConnection(deps);
    deps.cashAccountSetupLauncher.request.state$.subscribe((request) => {
      if (request === undefined) this.end();
      else this.begin(request.currency);
    });
  }

  /** The customer closes the modal, from any step. */
  close(): void {
    this.deps.cashAccountSetupLauncher.close();
  }

  agreeToTerms(agreed: boolean): void {
    this.store.update((v) => ({ ...v, termsAgreed: agreed }));
  }

  /** Intro's 'Open cash account': only with the terms agreed. */
  start(): void {
    if (this.store.getSnapshot().termsAgreed) this.dispatch({ type: 'start' });
  }

  /** 'Continue' on additional information required and retry. */
  continue(): void {
    this.dispatch({ type: 'continue' });
  }

  back(): void {
    this.dispatch({ type: 'back' });
  }

  answer(name: string, value: FieldValue): void {
    this.store.update((v) => {
      const section = v.setup.step === 'FORM' ? v.setup.form.current : null;
      return section === null ? v : { ...v, values: changeValue(section, v.values, name, value), message: undefined };
    });
  }

  /** Several answers at once (a chosen place's address fields). */
  answerAll(values: FormValues): void {
    this.store.update((v) => ({ ...v, values, message: undefined }));
  }

  /** Submits the section when every shown, enabled field is valid; otherwise shows every error and returns false. */
  submit(): boolean {
    const { setup, values } = this.store.getSnapshot();
    const section = setup.step === 'FORM' ? setup.form.current : null;
    if (section === null || !this.options.ready(section)) return false;
    if (!validateSection(this.options.filled(section), values).canSubmit) {
      this.store.update((v) => ({ ...v, showAllErrors: true }));
      return false;
    }
    this.dispatch({ type: 'submit' });
    return true;
  }

  /**
   * The open-banking step (spec 001 §4): the SDK's page for the form's trigger, then its callback:
   * SUCCESS answers the step's field with the credential's token and submits, CANCELLED goes back
   * a step, ERROR (or no page to show) shows the error.
   */
  async connectBank(): Promise<void> {
    const { setup } = this.store.getSnapshot();
    const field = setup.step === 'FORM' && setup.form.current !== null ? openBankingField(setup.form.current) : undefined;
    if (setup.step !== 'FORM' || field === undefined) return;
    const session = this.session;
    const result = await this.bankConnection.connect(setup.form.triggeredBy);
    if (session !== this.session || result.kind === 'closed') return;
    if (result.kind === 'unavailable') return this.dispatch({ type: 'open_banking', status: 'ERROR' });
    if (result.status === 'SUCCESS') this.answer(field.name, result.token);
    this.dispatch({ type: 'open_banking', status: result.status });
  }

  /** A pending screen's 'Check status': the identity provider's verification state (spec 001 §7). */
  async checkVerification(): Promise<void> {
    const session = this.session;
    this.store.update((v) => ({ ...v, checking: true }));
    const result = await this.deps.kyc.getVerificationState();
    if (session !== this.session) return;
    this.store.update((v) => ({ ...v, checking: false }));
    this.dispatch({ type: 'verification_checked', decision: result.ok ? decisionOf(result.value.state) : undefined });
  }

  /** Tries the overview again after it failed to load. */
  loadOverview(): void {
    const { currency } = this.store.getSnapshot();
    if (currency === undefined) return;
    const session = this.session;
    this.store.update((v) => ({ ...v, overview: undefined }));
    void this.deps.deposits.getApplicationOverview(currency).then((result) => {
      if (session === this.session) this.store.update((v) => ({ ...v, overview: result.ok ? result.value : 'failed' }));
    });
  }

  private begin(currency: CurrencyCode): void {
    this.stopPolling();
    this.session += 1;
    this.options.reset();
    this.store.update(() => ({ ...CLOSED_SETUP, currency, setup: SETUP_START }));
    this.loadOverview();
  }

  private end(): void {
    if (this.store.getSnapshot().currency === undefined) return;
    this.dispatch({ type: 'close' });
    this.stopPolling();
    this.session += 1;
    this.store.update(() => CLOSED_SETUP);
  }

  private dispatch(event: SetupEvent, session = this.session): void {
    if (session !== this.session) return;
    const before = this.store.getSnapshot();
    const { state, effects } = stepSetup(before.setup, event);
    const sectionChanged = state.step === 'FORM' && (before.setup.step !== 'FORM' || before.setup.form.current !== state.form.current);
    this.store.update((v) => ({ ...v, setup: state, ...(sectionChanged ? { showAllErrors: false, message: undefined } : {}) }));
    if (state.step === 'FORM' && state.form.current !== null) this.options.load(state.form.current);
    if (state.step === 'SUCCESS' && before.setup.step !== 'SUCCESS') void this.deps.balances.refresh();
    const context: EffectContext = {
      deps: this.deps,
      dispatch: (e) => this.dispatch(e, session),
      view: () => this.store.getSnapshot(),
      filled: (section) => this.options.filled(section),
      showMessage: (message) => this.store.update((v) => ({ ...v, message })),
      noteRestrictions: (restrictedFeatures) => this.store.update((v) => ({ ...v, restrictedFeatures })),
      polls: this.polls,
    };
    for (const effect of effects) performSetupEffect(effect, context);
  }

  private stopPolling(): void {
    this.polls.stop();
    this.bankConnection.close();
  }
}
