import { runtimeConfigFile } from '../http/schemas/runtime-config';

/** What the page runs against, from its config.json. */
export interface RuntimeConfig {
  /** The backend's base URL; '' is the page's own origin. */
  readonly apiBaseUrl: string;
  /** The only origin the payment frame accepts messages from; undefined: no payment frame. */
  readonly gatewayOrigin: string | undefined;
  /** Apple Pay and Google Pay as the sandbox's simulated sheets, or the real ones. */
  readonly walletMode: 'sandbox' | 'native';
}

const DEFAULTS: RuntimeConfig = { apiBaseUrl: '', gatewayOrigin: undefined, walletMode: 'native' };

/**
 * Reads config.json (`url`: beside index.html, as the entry script computes it) once at
 * start-up. A missing or unreadable file is the defaults (the page's own origin, no payment
 * frame, the real wallets), with a warning; the page still starts.
 */
export async function readRuntimeConfig(
  url: URL | string,
  fetch: typeof globalThis.fetch,
  warn: (message: string) => void = console.warn,
): Promise<RuntimeConfig> {
  try {
    // As the page's <link rel="preload" as="fetch" crossorigin="anonymous"> asked for it, so the preloaded answer is used.
    const response = await fetch(url, { credentials: 'same-origin' });
    if (!response.ok) throw new Error(`HTTP ${String(response.status)}`);
    const parsed = runtimeConfigFile.safeParse(await response.json());
    if (!parsed.success) throw new Error(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
    return { apiBaseUrl: parsed.data.apiBaseUrl, gatewayOrigin: parsed.data.gatewayOrigin ?? undefined, walletMode: parsed.data.walletMode };
  } catch (error) {
    warn(`config.json could not be read (${error instanceof Error ? error.message : String(error)}); using the defaults`);
    return DEFAULTS;
  }
}
