import type { GlobalFlags } from './global-flags';

/**
 * The global flags a command that runs further command lines (batch, scenario) passes on to each:
 * the persona, the backend and the language; a line's own flags come after them and win.
 */
export const inheritedFlags = (flags: GlobalFlags, persona = flags.persona): readonly string[] => [
  ...(persona === undefined ? [] : ['--persona', persona]),
  ...(flags.api === undefined ? [] : ['--api', flags.api]),
  ...(flags.lang === 'en' ? [] : ['--lang', flags.lang]),
];
