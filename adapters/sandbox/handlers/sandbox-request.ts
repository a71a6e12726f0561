/**
 * What the sandbox's own routes read of a call. A fetch Request is one (msw in tests, the CLI in
 * process), and so is the Node server's LocalRequest (server/fetch-bridge.ts), which spares each
 * call an undici Request, its Headers and its AbortSignal: most of the server's cost per call
 * before the handler's own work (issue 18).
 */
export interface SandboxRequest {
  readonly url: string;
  readonly method: string;
  readonly headers: { get(name: string): string | null };
  text(): Promise<string>;
}

/** A call the dispatcher may hand to an msw handler too: as a fetch Request, built only when one asks. */
export interface DispatchedRequest extends SandboxRequest {
  fetchRequest(): Request;
}

/** The call as a fetch Request, for a handler that needs one (msw's). */
export const asFetchRequest = (request: SandboxRequest | DispatchedRequest): Request =>
  request instanceof Request ? request : 'fetchRequest' in request ? request.fetchRequest() : missingFetchRequest();

function missingFetchRequest(): never {
  throw new Error('an msw handler was given a call that cannot be a fetch Request');
}
