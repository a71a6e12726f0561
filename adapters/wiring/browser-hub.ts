import { Container } from 'inversify';
import { createBrowserPayments, readPaymentPageConfig } from './browser-payments';
import { bindHttpHub } from './http-hub';
import type { HttpShell } from './http-shell';

/**
 * The browser's container, made when the hub first loads (this module is its own chunk, with
 * inversify and the hub's code): the shell already running, bound as values, then page visibility,
 * the payment surfaces, and the hub's HTTP adapters and services.
 */
export function createBrowserHubContainer(shell: HttpShell): Container {
  const container = new Container();
  const scheduler = shell.made.scheduler;
  if (scheduler === undefined) throw new Error('the shell was made without a scheduler');
  bindHttpHub(container, shell, {
    paymentSurfaces: createBrowserPayments(readPaymentPageConfig(document), window, scheduler),
  });
  return container;
}
