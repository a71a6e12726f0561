import * as z from 'zod/mini';

/**
 * The web client's runtime configuration, `config.json` beside index.html (design): read once at
 * start-up, so one build serves any backend. `apiBaseUrl` '' is the page's own origin;
 * `gatewayOrigin` the only origin the payment frame accepts messages from (null: no payment
 * frame); `walletMode` 'sandbox' shows the sandbox's simulated Apple Pay and Google Pay sheets,
 * 'native' the real ones.
 */
export const runtimeConfigFile = z.object({
  apiBaseUrl: z._default(z.string(), ''),
  gatewayOrigin: z._default(z.nullable(z.string()), null),
  walletMode: z._default(z.enum(['sandbox', 'native']), 'native'),
});

export type RuntimeConfigFile = z.output<typeof runtimeConfigFile>;
