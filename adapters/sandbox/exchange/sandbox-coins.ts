import { type SandboxContext } from './sandbox-context';

/** Coin lists, screeners, tickers and favourites. */
export class SandboxCoins {
  constructor(readonly context: SandboxContext) {}
}
