import type { Result } from '../../../domain/shared/result';

/** A refusal by the sandbox: the catalogue's error code, an optional developer message and meta for the client. */
export interface SandboxError {
  readonly code: string;
  readonly message?: string;
  readonly meta?: Readonly<Record<string, unknown>>;
}

export type SandboxResult<T> = Result<T, SandboxError>;
