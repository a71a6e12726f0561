import { firstValueFrom, type SchedulerLike, timer } from 'rxjs';
import { apiFailure } from './api-failure';
import { CliFailed, usageFailure } from './cli-failure';
import type { GlobalFlags } from './global-flags';
import type { CliMessages } from './output/cli-messages';
import { type DemoPersonas, findPersona } from './demo-personas';
import type { CliRuntime, RuntimeOptions } from './runtime/cli-runtime';
import type { RequestTraffic } from './runtime/request-traffic';

/** What a CLI process (or one `batch`) keeps across its commands. */
export interface CliEnvironment {
  readonly scheduler: SchedulerLike;
  readonly clock: () => number;
  /** The saved session of `--api` mode. */
  readonly sessionFile: string;
  readonly logTo: (text: string) => void;
  /** Counts the runtime's requests in flight (tests let virtual time pass only while nothing is). */
  readonly traffic?: RequestTraffic;
  /** Lets `ms` pass (a scenario's wait step): the scheduler's time by default; tests advance virtual time. */
  readonly wait?: (ms: number) => Promise<void>;
  /** Builds the runtime for a run's global flags (the composition root's: the in-process sandbox or the `--api` backend). */
  readonly createRuntime: (options: RuntimeOptions) => Promise<CliRuntime>;
  /** The demo customers `--persona` may name. */
  readonly personas: DemoPersonas;
}

/** Something commands of one run share (the trading desk), closed with the session. */
export interface SessionResource {
  close(): void;
}

/** The persona the in-process sandbox signs in as when none is named. */
export const DEFAULT_PERSONA = 'alex';

/**
 * One runtime and its signed-in customer for a run: created on the first command that needs it
 * with that command's global flags (a batch keeps the first line's backend and sandbox).
 */
export class CliSession {
  private runtime: CliRuntime | undefined;
  private signedInAs: string | undefined;
  private readonly resources = new Map<symbol, SessionResource>();

  constructor(private readonly env: CliEnvironment) {}

  /** The demo customers `--persona` may name. */
  get personas(): DemoPersonas {
    return this.env.personas;
  }

  /** The one `key` resource of this session, created on first use. */
  shared<T extends SessionResource>(key: symbol, create: () => T): T {
    const existing = this.resources.get(key);
    if (existing !== undefined) return existing as T;
    const created = create();
    this.resources.set(key, created);
    return created;
  }

  /** Lets `ms` of the session's time pass. */
  wait(ms: number): Promise<void> {
    return this.env.wait?.(ms) ?? firstValueFrom(timer(ms, this.env.scheduler)).then(() => undefined);
  }

  async runtimeFor(flags: GlobalFlags): Promise<CliRuntime> {
    this.runtime ??= await this.env.createRuntime({
      api: flags.api,
      seed: flags.seed,
      stateFile: flags.state,
      sessionFile: this.env.sessionFile,
      scheduler: this.env.scheduler,
      clock: this.env.clock,
      logTo: this.env.logTo,
      ...(this.env.traffic === undefined ? {} : { traffic: this.env.traffic }),
    });
    return this.runtime;
  }

  /**
   * A signed-in customer for commands that need one: the named persona (signed in with the
   * sandbox's demo codes, in-process or against a sandbox server); in-process without a name,
   * Choice: the funded persona alex; with `--api` and no persona, the session `login` saved.
   */
  async signIn(flags: GlobalFlags, messages: CliMessages): Promise<CliRuntime> {
    const runtime = await this.runtimeFor(flags);
    const wanted = flags.persona ?? (flags.api === undefined ? DEFAULT_PERSONA : undefined);
    const { signIn } = runtime.services;
    if (wanted === undefined) {
      if (signIn.state.getSnapshot().user === undefined) await signIn.restore();
      if (signIn.state.getSnapshot().user === undefined) throw apiFailure({ kind: 'unauthorized' }, messages);
      return runtime;
    }
    if (this.signedInAs === wanted) return runtime;
    const { personas } = this.env;
    const persona = findPersona(personas, wanted);
    if (persona === undefined) throw usageFailure(`unknown persona "${wanted}"`, `personas: ${personas.list.map((p) => p.key).join(', ')}`);
    if (signIn.state.getSnapshot().user !== undefined) await signIn.signOut();
    await signIn.submitPhone(persona.phone);
    await signIn.submitOtp(personas.otp);
    await signIn.submitPasscode(personas.passcode);
    const state = signIn.state.getSnapshot();
    if (state.step !== 'signed_in') {
      const error = state.error;
      if (error?.kind === 'transport') throw apiFailure(error.error, messages);
      throw new CliFailed({
        kind: 'business',
        code: error?.code ?? 'unauthorized',
        message_key: messages.keyOf(error?.code ?? 'unauthorized'),
        message: messages.text(error?.code ?? 'unauthorized'),
        params: {},
      });
    }
    this.signedInAs = wanted;
    return runtime;
  }

  async close(): Promise<void> {
    this.resources.forEach((resource) => resource.close());
    this.resources.clear();
    await this.runtime?.close();
  }
}
