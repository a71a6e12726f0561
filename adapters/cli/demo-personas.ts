/** A demo customer of a sandbox backend, as `--persona` names it and `personas` lists it. */
export interface DemoPersona {
  readonly key: string;
  readonly name: string;
  readonly phone: string;
  readonly countryCode: string;
  readonly nativeCurrency: string;
  readonly demonstrates: string;
}

/**
 * The demo customers the CLI may sign in as, with the one-time code and passcode they share.
 * The composition root hands them over (the sandbox's personas); the CLI does not know the sandbox.
 */
export interface DemoPersonas {
  readonly list: readonly DemoPersona[];
  readonly otp: string;
  readonly passcode: string;
}

/** The persona named by its key or its phone number (spaces and dashes ignored). */
export const findPersona = (personas: DemoPersonas, wanted: string): DemoPersona | undefined =>
  personas.list.find((p) => p.key === wanted.toLowerCase()) ?? personas.list.find((p) => p.phone === wanted.replace(/[\s-]/g, ''));
