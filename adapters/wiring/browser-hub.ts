import { Container } from 'inversify';
import { DocumentVisibilityAdapter } from '../browser/document-visibility';
import { bindValues } from './binding';
import { createBrowserPayments, type PaymentPageConfig } from './browser-payments';
import { bindHttpHub } from './http-hub';
import type { HttpShell, ShellEnvironment } from './http-shell';

/**
 * The browser's container, made when the hub first loads (this module is its own chunk, with
 * inversify and the hub's code): the shell already running, bound as values, then page visibility,
 * the payment surfaces, and the hub's HTTP adapters and services.
 */
export function createBrowserHubContainer(shell: HttpShell, env: ShellEnvironment, payments: PaymentPageConfig): Container {
  const container = new Container();
  bindValues(container, shell);
  bindHttpHub(container, {
    ...env,
    visibility: new DocumentVisibilityAdapter(document),
    paymentSurfaces: createBrowserPayments(payments, window, env.scheduler),
  });
  return container;
}
