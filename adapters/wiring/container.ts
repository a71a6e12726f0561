import { Container } from 'inversify';
import { bindValues } from './binding';
import { bindHttpHub, type HubEnvironment } from './http-hub';
import { createHttpShell, type ShellEnvironment } from './http-shell';

/**
 * The whole application wired to HTTP adapters at once: the shell and the hub, for the roots that
 * need everything from the start (CLI, integration tests). The browser binds the hub when it loads.
 */
export function createHttpContainer(env: ShellEnvironment & HubEnvironment): Container {
  const container = new Container();
  bindValues(container, createHttpShell(env));
  bindHttpHub(container, env);
  return container;
}
