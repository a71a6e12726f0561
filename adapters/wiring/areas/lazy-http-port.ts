import { type AsyncPort, lazyPort } from '../lazy-port';
import { type Binding, type Deps, needs } from '../registry';

/** What a lazily loaded HTTP adapter may be made from. */
const LAZY_PORT_DEPS = ['http', 'passcodeEncryptor', 'httpEnvironment'] as const;

/**
 * An HTTP port whose adapter module loads on the port's first call (its own chunk, through the
 * dynamic import in `load`), so a screen that never uses the port never downloads it; the
 * environment may observe each load.
 */
export const lazyHttpPort = <T extends AsyncPort<T>>(load: (deps: Deps<typeof LAZY_PORT_DEPS>) => Promise<T>): Binding<T> =>
  needs(LAZY_PORT_DEPS, (deps) => lazyPort(() => load(deps), deps.httpEnvironment.observeLoads));
