import type { Container } from 'inversify';
import { HUB_AREAS } from './areas';
import { bindAll, bindServices, bindValues } from './container';
import type { HubEnvironmentValues } from './environment';
import type { HttpShell } from './http-shell';
import { applicationBindings, type Bindings, portBindings } from './registry';
import { createServiceCode } from './service-code';

/**
 * The hub's HTTP adapters and services bound over a shell already made (http-shell.ts), and
 * `services` for the driving adapter. The services an area loads later are bound from `atOnce`
 * when given (the CLI), else when the UI first asks for their code (the browser).
 */
export function bindHttpHub(container: Container, shell: HttpShell, hub: HubEnvironmentValues, atOnce?: Bindings): void {
  bindValues(container, { ...shell.made, ...hub });
  bindAll(container, { ...portBindings(HUB_AREAS), ...applicationBindings(HUB_AREAS) });
  bindValues(container, { serviceCode: createServiceCode(container, HUB_AREAS, atOnce) });
  bindServices(container, [...shell.areas, ...HUB_AREAS]);
}
