import { distinctUntilChanged, map, type Observable, skip, Subject, Subscription } from 'rxjs';
import { savedCardOf } from '../../domain/payment/saved-card';
import { firstActionGuide, type FundingFacts, type GuideStep, isFundingCard, shouldRememberFiatWallet } from '../../domain/rewards/first-action-guide';
import { HOME_GUIDE_INITIAL, type HomeGuideState, stepHomeGuide } from '../../domain/rewards/first-transaction';
import type { BalanceService } from '../account/balance-service';
import type { CardRegistrationService } from '../payments/card-registration-service';
import type { CoinInfo, CoinsPort } from '../ports/coins-port';
import type { KeyValuePort } from '../ports/key-value-port';
import type { LoggingPort } from '../ports/logging-port';
import type { PaymentsPort } from '../ports/payments-port';
import type { SignInService } from '../session/sign-in-service';
import { StateStore, type ReadableStore } from '../shared/store';
import type { TradeEvents } from '../trade/trade-events';

/** Remembered per customer: a fiat wallet of theirs was seen funded (spec 000 §4 "remembered locally"). */
export const walletSetUpKey = (uuid: string): string => `first-action-guide.fiat-wallet-set-up.${uuid}`;

export type FirstActionGuideState =
  | { readonly status: 'loading' }
  | {
      readonly status: 'ready';
      /** The guide, or the post-first-purchase home that replaces it (domain first-transaction.ts). */
      readonly mode: HomeGuideState['mode'];
      readonly steps: readonly GuideStep[];
      /** The buy step's suggestions: the popular coins (spec 001 §7 popular-trading-coins). */
      readonly popularCoins: readonly CoinInfo[];
    };

interface Facts {
  readonly cards: boolean | undefined;
  readonly walletsLoaded: boolean;
  readonly popular: readonly CoinInfo[] | undefined;
  readonly home: HomeGuideState;
}

const NOTHING_KNOWN: Facts = { cards: undefined, walletsLoaded: false, popular: undefined, home: HOME_GUIDE_INITIAL };

/** What a FirstActionGuideService is made from (named as the composition root names them). */
export interface FirstActionGuideDependencies {
  readonly coins: CoinsPort;
  readonly payments: PaymentsPort;
  readonly balances: BalanceService;
  readonly storage: KeyValuePort;
  readonly signIn: SignInService;
  readonly cardRegistration: CardRegistrationService;
  readonly tradeEvents: TradeEvents;
  readonly logger: LoggingPort;
}

/**
 * The home's first-action guide (spec 000 §2, §4): create account (always done), fund account,
 * buy crypto. Funding counts as done with a usable saved card, a funded fiat wallet or one
 * remembered as set up on this device. The popular-coins call doubles as the first-transaction
 * check: once it answers already_did_first_transaction the guide is replaced and
 * `boughtFirstCoin$` fires, once. A new card, a wallet change and every completed trade update it.
 * Choices: a failed card fetch counts as no saved card and is logged (spec 000 §8 "payment methods
 * fetch failure: logged, empty list"); any other popular-coins failure keeps the guide without
 * suggestions, also logged.
 */
export class FirstActionGuideService {
  private readonly store = new StateStore<FirstActionGuideState>({ status: 'loading' });
  readonly state: ReadableStore<FirstActionGuideState> = this.store;
  private readonly boughtFirstCoin = new Subject<void>();
  /** The bought-first-coin callback of spec 000 §4: fires once, when the guide is replaced. */
  readonly boughtFirstCoin$: Observable<void> = this.boughtFirstCoin.asObservable();
  private facts: Facts = NOTHING_KNOWN;
  private running: Subscription | undefined;

  constructor(private readonly deps: FirstActionGuideDependencies) {
    // What is known belongs to one signed-in customer: signing out (or in as someone else) forgets it.
    deps.signIn.state.state$
      .pipe(
        map((s) => s.user?.uuid),
        distinctUntilChanged(),
        skip(1),
      )
      .subscribe(() => {
        this.facts = NOTHING_KNOWN;
        this.store.update(() => ({ status: 'loading' }));
      });
  }

  /**
   * Loads the guide and follows what changes it; idempotent. Returns a stop function. What is
   * known survives a stop for the same customer, so the callback fires once per customer and session.
   */
  start(): () => void {
    if (this.running === undefined) {
      const run = new Subscription();
      this.running = run;
      run.add(this.deps.balances.state.state$.subscribe(() => this.publish()));
      run.add(this.deps.cardRegistration.added$.subscribe(() => void this.loadCards(run)));
      // A trade refreshes the account data itself (the balances subscription above follows it).
      run.add(this.deps.tradeEvents.completed$.subscribe(() => void this.loadPopular(run)));
      void this.loadCards(run);
      void this.loadWallets(run);
      void this.loadPopular(run);
    }
    const run = this.running;
    return () => {
      if (this.running !== run) return;
      run.unsubscribe();
      this.running = undefined;
    };
  }

  private async loadCards(run: Subscription): Promise<void> {
    const result = await this.deps.payments.getPaymentAccounts({ types: ['card'], usage: 'crypto_purchase' });
    if (run.closed) return;
    if (!result.ok) this.deps.logger.log({ level: 'warn', event: 'payment_accounts_failed', context: { kind: result.error.kind } });
    const cards = result.ok && result.value.cards.some((card) => isFundingCard(savedCardOf(card)));
    this.facts = { ...this.facts, cards };
    this.publish();
  }

  private async loadWallets(run: Subscription): Promise<void> {
    await this.deps.balances.ensureLoaded();
    if (run.closed) return;
    this.facts = { ...this.facts, walletsLoaded: true };
    this.publish();
  }

  private async loadPopular(run: Subscription): Promise<void> {
    if (this.facts.home.mode === 'replaced') return;
    const result = await this.deps.coins.getPopularTradingCoins();
    if (run.closed) return;
    if (result.ok) {
      this.facts = { ...this.facts, popular: result.value };
    } else {
      const code = result.error.kind === 'business' ? result.error.code : result.error.kind;
      const step = stepHomeGuide(this.facts.home, { type: 'guide_error', code });
      if (step.state === this.facts.home) this.deps.logger.log({ level: 'warn', event: 'popular_coins_failed', context: { code } });
      this.facts = { ...this.facts, home: step.state, popular: this.facts.popular ?? [] };
      this.publish();
      step.effects.forEach(() => this.boughtFirstCoin.next());
      return;
    }
    this.publish();
  }

  private fundingFacts(): FundingFacts {
    const wallets = this.deps.balances.state.getSnapshot().wallets?.fiat ?? [];
    const uuid = this.deps.signIn.state.getSnapshot().user?.uuid;
    const known: FundingFacts = {
      hasSavedCard: this.facts.cards === true,
      fiatWalletBalances: wallets.map((wallet) => wallet.amount),
      fiatWalletSetUpRemembered: uuid !== undefined && this.deps.storage.get(walletSetUpKey(uuid)) === 'true',
    };
    if (uuid !== undefined && !known.fiatWalletSetUpRemembered && shouldRememberFiatWallet(known)) this.deps.storage.set(walletSetUpKey(uuid), 'true');
    return known;
  }

  private publish(): void {
    const { cards, walletsLoaded, popular, home } = this.facts;
    if (cards === undefined || !walletsLoaded || popular === undefined) return;
    const steps = firstActionGuide(this.fundingFacts());
    this.store.update((s) => {
      if (s.status === 'ready' && s.mode === home.mode && s.popularCoins === popular && sameSteps(s.steps, steps)) return s;
      return { status: 'ready', mode: home.mode, steps, popularCoins: popular };
    });
  }
}

const sameSteps = (a: readonly GuideStep[], b: readonly GuideStep[]): boolean =>
  a.length === b.length && a.every((step, i) => step.done === b[i]?.done && step.current === b[i]?.current && step.disabled === b[i]?.disabled);
