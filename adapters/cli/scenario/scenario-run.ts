import { memoryIo } from '../cli-io';
import type { Command } from '../command';
import type { CliSession } from '../cli-session';
import { runCommandLine } from '../run-cli';
import { durationMs, type Scenario } from './scenario-schema';
import { savedValues, stepArgv, unmetExpectations } from './step-check';

/** How one step went. */
export interface StepReport {
  readonly index: number;
  readonly name: string;
  /** The command line run (variables replaced), or undefined for a wait. */
  readonly argv: readonly string[] | undefined;
  readonly waitedMs: number | undefined;
  readonly exitCode: number | undefined;
  readonly passed: boolean;
  /** Each expectation not met, one line each. */
  readonly failures: readonly string[];
  /** The command's JSON document. */
  readonly result: unknown;
}

/**
 * Runs a scenario's steps in order in one session (one sandbox, one signed-in customer, the
 * trading desk with its open confirmations): each command line as `--json` with the inherited
 * flags, checked against its expectations; a wait lets the session's time pass. Every step runs,
 * whatever came of the ones before.
 */
export async function runScenario(
  scenario: Scenario,
  inherited: readonly string[],
  commands: readonly Command[],
  session: CliSession,
): Promise<readonly StepReport[]> {
  const variables = new Map<string, string>();
  const reports: StepReport[] = [];
  for (const [index, step] of scenario.steps.entries()) {
    if ('wait' in step) {
      const ms = durationMs(step.wait) ?? 0;
      await session.wait(ms);
      reports.push({
        index: index + 1,
        name: step.name ?? `wait ${String(step.wait)}`,
        argv: undefined,
        waitedMs: ms,
        exitCode: undefined,
        passed: true,
        failures: [],
        result: null,
      });
      continue;
    }
    const { argv, missing } = stepArgv(step, variables);
    const name = step.name ?? argv.join(' ');
    if (missing.length > 0) {
      reports.push({
        index: index + 1,
        name,
        argv,
        waitedMs: undefined,
        exitCode: undefined,
        passed: false,
        failures: [`not run: no saved value for ${missing.map((m) => `\${${m}}`).join(', ')}`],
        result: null,
      });
      continue;
    }
    const io = memoryIo();
    const exitCode = await runCommandLine([...inherited, ...argv.filter((word) => word !== '--json'), '--json'], commands, session, io);
    const result = JSON.parse(io.stdout()) as unknown;
    const { saved, unmet } = savedValues(step.save, result);
    saved.forEach((value, key) => variables.set(key, value));
    const failures = [...unmetExpectations(step.expect, exitCode, result, variables), ...unmet];
    reports.push({ index: index + 1, name, argv, waitedMs: undefined, exitCode, passed: failures.length === 0, failures, result });
  }
  return reports;
}
