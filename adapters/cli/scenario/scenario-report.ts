import { table } from '../output/table';
import type { StepReport } from './scenario-run';

/** The scenario's report as `--json` prints it. */
export const scenarioJson = (file: string, name: string | undefined, reports: readonly StepReport[]) => ({
  scenario: name ?? file,
  file,
  passed: reports.every((r) => r.passed),
  steps_passed: reports.filter((r) => r.passed).length,
  steps_failed: reports.filter((r) => !r.passed).length,
  steps: reports.map((r) => ({
    step: r.index,
    name: r.name,
    ...(r.argv === undefined ? { waited_ms: r.waitedMs } : { argv: r.argv, exit_code: r.exitCode ?? null }),
    passed: r.passed,
    failures: r.failures,
    result: r.result,
  })),
});

/** The report for people: a row per step, each unmet expectation under its step. */
export function scenarioTable(file: string, name: string | undefined, reports: readonly StepReport[]): string {
  const rows = reports.flatMap((r) => [
    [String(r.index), r.passed ? 'pass' : 'FAIL', r.exitCode === undefined ? '' : String(r.exitCode), r.name],
    ...r.failures.map((failure) => ['', '', '', `  ${failure}`]),
  ]);
  const failed = reports.filter((r) => !r.passed).length;
  const summary = failed === 0 ? `all ${String(reports.length)} steps passed` : `${String(failed)} of ${String(reports.length)} steps failed`;
  return `scenario: ${name ?? file}\n\n${table(['step', 'result', 'exit', 'command'], rows, [true, false, true, false])}\n${summary}\n`;
}
