/** Where a CLI run writes: stdout for results only, stderr for progress and human diagnostics. */
export interface CliIo {
  readonly out: (text: string) => void;
  readonly err: (text: string) => void;
  /** Whether stderr is a terminal (progress indicators animate only there). */
  readonly interactive: boolean;
}

/** Collects what a run writes (tests, `batch`). */
export function memoryIo(): CliIo & { readonly stdout: () => string; readonly stderr: () => string } {
  const out: string[] = [];
  const err: string[] = [];
  return {
    out: (text) => out.push(text),
    err: (text) => err.push(text),
    interactive: false,
    stdout: () => out.join(''),
    stderr: () => err.join(''),
  };
}
