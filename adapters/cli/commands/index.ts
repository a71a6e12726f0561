import type { Command } from '../command';
import { balancesCommand } from './balances';
import { configCommand } from './config';
import { personasCommand } from './personas';
import { coinsCommand } from './coins';
import { ratesCommand } from './rates';
import { batchCommand } from './batch';
import { historyCommand } from './history';
import { loginCommand } from './login';
import { depositMethodsCommand } from './deposit-methods';
import { depositCardCommand } from './deposit-card';
import { depositPullCommand } from './deposit-pull';
import { depositManualCommand } from './deposit-manual';
import { checkAmountCommand, checkBasketPercentageCommand, checkRedirectCommand, checkReturnToCommand } from './check';

/** Every CLI command, in the order `--help` lists them. */
export const COMMANDS: readonly Command[] = [
  personasCommand,
  loginCommand,
  configCommand,
  balancesCommand,
  coinsCommand,
  ratesCommand,
  historyCommand,
  depositMethodsCommand,
  depositCardCommand,
  depositPullCommand,
  depositManualCommand,
  checkAmountCommand,
  checkBasketPercentageCommand,
  checkRedirectCommand,
  checkReturnToCommand,
  batchCommand(() => COMMANDS),
];
