/**
 * The code of an area's services that a composition root loads on first use (the browser loads
 * the deposit and cash account setup services with their modals, so the hub's first screen does
 * not download them); other roots have every service ready at once.
 */
export interface ServiceCode {
  /** Whether the services of `area` (an area's name: 'deposit', 'kyc') can be used now. */
  ready(area: string): boolean;
  /** Loads their code once (the same promise until it settles; a failed load is tried again on the next call). */
  load(area: string): Promise<void>;
}

/** What the wiring offers driving adapters about itself. */
export interface CodeServices {
  /** Loads the code of services a root defers, before a screen that uses them shows. */
  readonly serviceCode: ServiceCode;
}
