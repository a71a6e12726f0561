import type { CliIo } from '../cli-io';

const FRAMES = ['|', '/', '-', '\\'];

/**
 * Shows that something is being waited for, on stderr only: an animated indicator on a terminal,
 * one line otherwise; nothing at all in `--json` mode. The animation runs on a real interval
 * (it is output, not behaviour: tests never see it because their io is not interactive).
 */
export async function withProgress<T>(io: CliIo, quiet: boolean, label: string, work: Promise<T>): Promise<T> {
  if (quiet) return work;
  if (!io.interactive) {
    io.err(`${label}…\n`);
    return work;
  }
  let frame = 0;
  const timer = setInterval(() => io.err(`\r${FRAMES[frame++ % FRAMES.length] ?? ''} ${label}…`), 120);
  try {
    return await work;
  } finally {
    clearInterval(timer);
    io.err(`\r${' '.repeat(label.length + 4)}\r`);
  }
}
