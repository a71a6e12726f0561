import type { ShellServices } from '../../application/session/shell-services';
import type { EnvironmentValues, HttpEnvironment } from './environment';
import { shellArea } from './areas/shell';
import { transportArea } from './areas/transport';
import { applicationBindings, type Area, instantiate, type Name, portBindings, type Registry, serviceNames } from './registry';

/** The signed-out shell's areas: the request pipeline and the shell. */
export const SHELL_AREAS = [transportArea, shellArea] as const;

/** The signed-out shell over HTTP: every object it made, by name, and the driving adapter's view of it. */
export interface HttpShell {
  readonly made: Partial<Registry>;
  readonly shellServices: ShellServices;
  /** The areas whose services it made (so the hub's chunk need not import them to list the services). */
  readonly areas: readonly Area<unknown>[];
}

/**
 * Builds the signed-out shell over HTTP without a container (the browser's sign-in screen downloads
 * no inversify): the request pipeline, the session and config ports and the shell's services.
 * Roots then bind what it made as values, with the hub's areas over them (http-hub.ts).
 */
export function createHttpShell(environment: EnvironmentValues & { readonly httpEnvironment: HttpEnvironment }): HttpShell {
  const bindings = { ...portBindings(SHELL_AREAS), ...applicationBindings(SHELL_AREAS) };
  const made = instantiate(bindings, environment, Object.keys(bindings) as Name[]);
  const shellServices = Object.fromEntries(serviceNames([shellArea]).map((name) => [name, made[name]])) as unknown as ShellServices;
  return { made: { ...made, shellServices }, shellServices, areas: [shellArea] };
}
