import type { Command } from '../command';
import { GLOBAL_OPTIONS } from '../global-flags';
import { usageLine } from '../parse-command-line';
import { fields } from './table';

/** The command list, or one command's usage and flags. */
export function helpText(commands: readonly Command[], command: Command | undefined): string {
  const globals = fields(Object.entries(GLOBAL_OPTIONS).map(([name, spec]) => [`  --${name}`, spec.hint]));
  if (command !== undefined) {
    const own = Object.entries(command.options).map(([name, spec]) => [`  --${name}`, spec.hint] as const);
    return `${command.summary}\n\nusage: crypto-cli ${usageLine(command)}\n\n${own.length > 0 ? `flags:\n${fields(own)}\n` : ''}global flags:\n${globals}`;
  }
  const list = fields(commands.map((c) => [`  ${c.path.join(' ')}`, c.summary]));
  return `crypto-cli: the trading client's domain and services from a terminal\n\nusage: crypto-cli <command> [flags]   (or: npm run cli -- <command> [flags])\n\ncommands:\n${list}\nglobal flags:\n${globals}\nexit codes: 0 success, 1 business or validation error, 2 usage error, 3 transport failure, 141 standard output's reader gone\n`;
}
