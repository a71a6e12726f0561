import type { Container } from 'inversify';
import type { AppServices } from '../../application/app-services';
import { DocumentVisibilityAdapter } from '../browser/document-visibility';
import { resolve } from './binding';
import { createBrowserPayments, readPaymentPageConfig } from './browser-payments';
import { bindHttpHub } from './http-hub';
import type { ShellEnvironment } from './http-shell';

/** The browser's hub bindings (loaded as their own chunk by browser.ts): page visibility, the payment surfaces, the hub's HTTP adapters and services. */
export function bindBrowserHub(container: Container, env: ShellEnvironment): AppServices {
  bindHttpHub(container, {
    ...env,
    visibility: new DocumentVisibilityAdapter(document),
    paymentSurfaces: createBrowserPayments(readPaymentPageConfig(document), window, env.scheduler),
  });
  return resolve(container, 'services');
}
