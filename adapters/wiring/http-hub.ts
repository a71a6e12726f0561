import type { Container } from 'inversify';
import { HUB_AREAS } from './areas';
import { shellArea } from './areas/shell';
import { bindAll, bindServices, bindValues } from './container';
import type { HubEnvironmentValues } from './environment';
import type { HttpShell } from './http-shell';
import { applicationBindings, portBindings } from './registry';

/** The hub's HTTP adapters and services bound over a shell already made (http-shell.ts), and `services` for the driving adapter. */
export function bindHttpHub(container: Container, shell: HttpShell, hub: HubEnvironmentValues): void {
  bindValues(container, { ...shell.made, ...hub });
  bindAll(container, { ...portBindings(HUB_AREAS), ...applicationBindings(HUB_AREAS) });
  bindServices(container, [shellArea, ...HUB_AREAS]);
}
