import fc from 'fast-check';
import { expect } from 'vitest';
import { RUNS } from '../../arbitraries/runs';

/**
 * A tiny harness for model-based tests of the domain's pure state machines
 * (state + event -> { state, effects }): each generated command sends one event to the machine
 * and to a simple model, and checks that the machine's state projects to the model's and that
 * both ask for the same effects.
 */
export interface MachineUnderTest<S, E, F, M> {
  readonly name: string;
  readonly initialState: S;
  readonly initialModel: () => M;
  readonly step: (state: S, event: E) => { readonly state: S; readonly effects: readonly F[] };
  /** The model's transition: mutates the model and returns the effects it expects. */
  readonly model: (model: M, event: E) => readonly F[];
  /** What of the real state the model can predict. */
  readonly project: (state: S) => unknown;
  readonly expected: (model: M) => unknown;
  /** Extra checks on every step. */
  readonly invariant?: (before: S, event: E, after: S, effects: readonly F[]) => void;
}

interface Box<T> {
  value: T;
}

/** One command sends one event, or a short script of events in a row (to reach deep states often). */
class EventCommand<S, E, F, M> implements fc.Command<Box<M>, Box<S>> {
  constructor(
    readonly machine: MachineUnderTest<S, E, F, M>,
    readonly events: readonly E[],
  ) {}
  check = (): boolean => true;
  run(model: Box<M>, real: Box<S>): void {
    for (const event of this.events) {
      const before = real.value;
      const step = this.machine.step(before, event);
      const expectedEffects = this.machine.model(model.value, event);
      real.value = step.state;
      const label = JSON.stringify(event);
      expect(this.machine.project(step.state), `${this.machine.name}: state after ${label}`).toEqual(this.machine.expected(model.value));
      expect(step.effects, `${this.machine.name}: effects of ${label}`).toEqual(expectedEffects);
      this.machine.invariant?.(before, event, step.state, step.effects);
    }
  }
  toString = (): string => this.events.map((e) => JSON.stringify(e)).join(' ');
}

/** Runs random event sequences (single events mixed with optional scripts) against the machine and its model. */
export function assertMachineMatchesModel<S, E, F, M>(
  machine: MachineUnderTest<S, E, F, M>,
  events: fc.Arbitrary<E>,
  options: { readonly maxCommands?: number; readonly numRuns?: number; readonly scripts?: fc.Arbitrary<readonly E[]> } = {},
): void {
  const single = events.map((event) => new EventCommand(machine, [event]));
  const commands = options.scripts === undefined ? [single] : [single, options.scripts.map((script) => new EventCommand(machine, script))];
  fc.assert(
    fc.property(fc.commands(commands, { maxCommands: options.maxCommands ?? 50, size: 'max' }), (cmds) => {
      fc.modelRun(() => ({ model: { value: machine.initialModel() }, real: { value: machine.initialState } }), cmds);
    }),
    { ...RUNS, ...(options.numRuns === undefined ? {} : { numRuns: options.numRuns }) },
  );
}

/** Counts what the generated runs reached, so a test can check every path was exercised. */
export class Coverage {
  private readonly seen = new Map<string, number>();
  hit(label: string): void {
    this.seen.set(label, (this.seen.get(label) ?? 0) + 1);
  }
  expectAll(labels: readonly string[]): void {
    for (const label of labels) expect(this.seen.get(label) ?? 0, `never reached: ${label}`).toBeGreaterThan(0);
  }
}
