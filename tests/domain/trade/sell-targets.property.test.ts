import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isWalletSetUp } from '../../../domain/payment/fiat-wallet';
import { cashTargets } from '../../../domain/trade/sell-targets';
import { RUNS } from '../../arbitraries/runs';
import { fiatCurrency, fiatWallet } from '../../arbitraries/trade';

describe('receive-in Cash options, properties', () => {
  it('the native account comes first; every account is listed once; the setup flag is the wallet rule', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fiatWallet, { selector: (w) => w.currency }), fiatCurrency, (wallets, native) => {
        const options = cashTargets(wallets, native);
        expect(options[0]?.currency).toBe(native);
        expect(new Set(options.map((o) => o.currency)).size).toBe(options.length);
        expect(options.length).toBe(wallets.length + (wallets.some((w) => w.currency === native) ? 0 : 1));
        for (const option of options) {
          const wallet = wallets.find((w) => w.currency === option.currency);
          expect(option.needsSetup).toBe(wallet === undefined || !isWalletSetUp(wallet));
          expect(option.balance === undefined).toBe(option.needsSetup);
        }
      }),
      RUNS,
    );
  });
});
