import type { Command } from '../command';
import { balancesCommand } from './balances';
import { accountsCommand } from './accounts';
import { configCommand } from './config';
import { personasCommand } from './personas';
import { coinsCommand } from './coins';
import { ratesCommand } from './rates';
import { batchCommand } from './batch';
import { scenarioCommand } from './scenario';
import { bonusClaimCommand, bonusStatusCommand } from './bonus';
import { basketListCommand } from './basket-list';
import { basketBuyCommand } from './basket-buy';
import { basketSellCommand } from './basket-sell';
import { basketRebalancingCommand } from './basket-rebalancing';
import { basketTransferCommand } from './basket-transfer';
import { levelUpPlansCommand, levelUpSubscribeCommand } from './level-up';
import { historyCommand } from './history';
import { quoteBuyCommand } from './quote-buy';
import { buyCommand } from './buy';
import { quoteSellCommand } from './quote-sell';
import { sellCommand } from './sell';
import { confirmCommand } from './confirm';
import { loginCommand, logoutCommand, whoamiCommand } from './login';
import { signupCommand } from './signup';
import { depositMethodsCommand } from './deposit-methods';
import { depositCardCommand } from './deposit-card';
import { depositPullCommand } from './deposit-pull';
import { depositManualCommand } from './deposit-manual';
import { depositRequestCommand } from './deposit-request';
import { depositPaypalCommand } from './deposit-paypal';
import { cashAccountSetupCommand } from './cash-account-setup';
import { checkAmountCommand, checkBasketPercentageCommand, checkRedirectCommand, checkReturnToCommand } from './check';

/** Every CLI command, in the order `--help` lists them. */
export const COMMANDS: readonly Command[] = [
  personasCommand,
  loginCommand,
  logoutCommand,
  whoamiCommand,
  signupCommand,
  configCommand,
  balancesCommand,
  accountsCommand,
  coinsCommand,
  ratesCommand,
  historyCommand,
  quoteBuyCommand,
  quoteSellCommand,
  confirmCommand,
  buyCommand,
  sellCommand,
  basketListCommand,
  basketBuyCommand,
  basketSellCommand,
  basketRebalancingCommand,
  basketTransferCommand,
  levelUpPlansCommand,
  levelUpSubscribeCommand,
  bonusStatusCommand,
  bonusClaimCommand,
  depositMethodsCommand,
  depositCardCommand,
  depositPullCommand,
  depositManualCommand,
  depositRequestCommand,
  depositPaypalCommand,
  cashAccountSetupCommand,
  checkAmountCommand,
  checkBasketPercentageCommand,
  checkRedirectCommand,
  checkReturnToCommand,
  batchCommand(() => COMMANDS),
  scenarioCommand(() => COMMANDS),
];
