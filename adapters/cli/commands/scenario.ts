import { EXIT } from '../cli-failure';
import type { Command } from '../command';
import { inheritedFlags } from '../inherited-flags';
import { loadScenarioFile } from '../scenario/scenario-file';
import { scenarioJson, scenarioTable } from '../scenario/scenario-report';
import { runScenario } from '../scenario/scenario-run';

/**
 * `scenario FILE`: a scripted scenario (YAML or JSON) run in one process and one session, each
 * step's expectations checked; a row per step (one JSON document with `--json`). Exit 0 when every
 * step passed, 1 when any failed, 2 for a file that is not a scenario (with its line and step).
 * The command line's `--persona` wins over the file's.
 */
export function scenarioCommand(commands: () => readonly Command[]): Command {
  return {
    path: ['scenario'],
    summary: 'run a scripted scenario (YAML or JSON steps with expectations) in one session; pass/fail per step',
    options: {},
    operands: ['FILE'],
    signedIn: false,
    run: async ({ operands, flags, session, progress }) => {
      const file = operands[0] ?? '';
      const scenario = await loadScenarioFile(file);
      const inherited = inheritedFlags(flags, flags.persona ?? scenario.persona);
      const reports = await progress(`running ${String(scenario.steps.length)} steps`, runScenario(scenario, inherited, commands(), session));
      return {
        json: scenarioJson(file, scenario.name, reports),
        human: scenarioTable(file, scenario.name, reports),
        exitCode: reports.every((r) => r.passed) ? EXIT.ok : EXIT.business,
      };
    },
  };
}
