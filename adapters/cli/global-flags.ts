import type { OptionSpec } from './command';

/** Flags every command takes (issue 6, "Global flags"). */
export const GLOBAL_OPTIONS = {
  api: { type: 'string', hint: 'URL of a compatible backend; without it the sandbox exchange runs in-process' },
  persona: { type: 'string', hint: 'sign in as this sandbox persona (alex, zoe, harriet, ...)' },
  seed: { type: 'string', hint: 'fix the in-process sandbox market (an integer)' },
  state: { type: 'string', hint: 'keep the in-process sandbox state in this file between runs' },
  json: { type: 'boolean', hint: 'exactly one JSON document on stdout' },
  lang: { type: 'string', hint: 'language of human messages (en by default)' },
  help: { type: 'boolean', hint: "show the commands, or one command's flags" },
} as const satisfies Readonly<Record<string, OptionSpec>>;

export interface GlobalFlags {
  readonly api: string | undefined;
  readonly persona: string | undefined;
  readonly seed: number | undefined;
  readonly state: string | undefined;
  readonly json: boolean;
  readonly lang: string;
  readonly help: boolean;
}
