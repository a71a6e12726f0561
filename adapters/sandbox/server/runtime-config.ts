import type { RuntimeConfigFile } from '../../http/schemas/runtime-config';

/** Where the app reads its runtime configuration: beside index.html. */
export const RUNTIME_CONFIG_PATH = '/config.json';

export interface RuntimeConfigValues {
  readonly apiBaseUrl: string;
  readonly gatewayOrigin: string | undefined;
  readonly walletMode: 'sandbox' | 'native';
}

/** The config.json the sandbox server answers (its own gateway, its simulated wallet sheets). */
export const runtimeConfigJson = (values: RuntimeConfigValues): string =>
  JSON.stringify({ apiBaseUrl: values.apiBaseUrl, gatewayOrigin: values.gatewayOrigin ?? null, walletMode: values.walletMode } satisfies RuntimeConfigFile);
