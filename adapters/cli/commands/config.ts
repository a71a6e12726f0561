import { firstValueFrom, filter } from 'rxjs';
import type { Command } from '../command';
import { fields } from '../output/table';
import { toJson } from '../output/to-json';

/** `config`: the app and product configs as the client sees them, with what the client derives. */
export const configCommand: Command = {
  path: ['config'],
  summary: 'app and product config as the client sees them (flags, fees, basket minimums, cooling-off)',
  options: {},
  signedIn: true,
  run: async ({ services, progress }) => {
    const stop = services.customer.start();
    const customer = await progress('loading the configs', firstValueFrom(services.customer.state.state$.pipe(filter((s) => !s.loading))));
    stop();
    const json = toJson({
      appConfig: customer.appConfig,
      productConfig: customer.productConfig,
      derived: {
        isPrimeRegular: customer.isPrimeRegular,
        isPrime: customer.isPrime,
        isUk: customer.isUk,
        basketEnabled: customer.basketEnabled,
        coolingOff: customer.coolingOff,
      },
    });
    const purchase = customer.appConfig?.cryptoPurchase;
    return {
      json,
      human: fields([
        ['customer', customer.user?.name ?? '-'],
        ['purchase fee', purchase === undefined ? '-' : `${purchase.percentage.toFixed()} %`],
        [
          'card / Apple Pay / Google Pay',
          purchase === undefined
            ? '-'
            : [purchase.creditCardEnabled, purchase.applePayEnabled, purchase.googlePayEnabled].map((on) => (on ? 'on' : 'off')).join(' / '),
        ],
        ['baskets', customer.basketEnabled ? 'enabled' : 'disabled'],
        ['Prime regular', customer.isPrimeRegular ? 'yes' : 'no'],
        ['UK cooling-off', customer.coolingOff?.endAt === undefined ? 'no' : `until ${new Date(customer.coolingOff.endAt).toISOString()}`],
      ]),
    };
  },
};
