import type { Container } from 'inversify';
import { bindHttpHub, type HubEnvironment } from './http-hub';
import { createHttpShellContainer, type ShellEnvironment } from './http-shell';

/**
 * The whole application wired to HTTP adapters at once: the shell and the hub, for the roots that
 * need everything from the start (CLI, integration tests). The browser binds the hub when it loads.
 */
export function createHttpContainer(env: ShellEnvironment & HubEnvironment): Container {
  const container = createHttpShellContainer(env);
  bindHttpHub(container, env);
  return container;
}
