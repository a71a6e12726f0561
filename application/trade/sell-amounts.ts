import { acceptSellPercentageInput } from '../../domain/basket/sell-percentage-input';
import { type Dec, dec } from '../../domain/money/decimal';
import { amountOfInput, acceptAmountInput } from '../../domain/money/amount-input';
import type { LiveRates } from '../../domain/rates/live-rates';
import { type AmountSide, type SellFormEvent, stepSellForm } from '../../domain/trade/sell-form';
import { quickSellAmount } from '../../domain/trade/quick-amounts';
import { sellRate } from '../../domain/trade/sell-rate';
import type { SellPair } from './sell-feed';
import type { SellInputs } from './sell-state';

/**
 * The Sell tab's amount entry as steps from one state to the next: keystrokes under the
 * amount-input rule, the swap toggle, quick-select, the basket percentage, and new live rates.
 * The form's conversions (domain/trade/sell-form.ts) run at the rate of the tier the typed amount
 * falls in (domain/trade/sell-rate.ts).
 */
export const withForm = (s: SellInputs, event: SellFormEvent): SellInputs => ({ ...s, form: stepSellForm(s.form, event) });

const otherSide = (side: AmountSide): AmountSide => (side === 'from' ? 'to' : 'from');

function rateFor(s: SellInputs, side: AmountSide, amount: Dec): Dec | undefined {
  const { rates, form } = s;
  if (rates === undefined || form.source?.kind !== 'coin' || form.target === undefined) return undefined;
  return sellRate(rates, form.source.currency, side === 'from' ? form.source.currency : form.target.currency, amount);
}

/** The form at the rate for `amount` typed on `side`, when that rate differs from the form's. */
function rated(s: SellInputs, side: AmountSide, amount: Dec): SellInputs {
  const rate = rateFor(s, side, amount);
  return rate === undefined || rate.equals(s.form.rate ?? 0) ? s : withForm(s, { type: 'rate_changed', rate });
}

/** `text` is now the accepted amount of `side`; the other side follows and an inline failure clears. */
function entered(s: SellInputs, side: AmountSide, text: string): SellInputs {
  const amount = amountOfInput(text);
  return { ...withForm(rated(s, side, amount), { type: 'enter_amount', side, amount }), amountText: text, rejection: undefined, inlineNotice: undefined };
}

/** Decimals the side takes: the coin's for the coins sold, the target's (2 for most fiats) for the other. */
function decimalsOf(s: SellInputs, side: AmountSide): number {
  const { source, target } = s.form;
  if (side === 'to') return target?.decimals ?? 2;
  return source?.kind === 'coin' ? source.decimals : 2;
}

/** A keystroke in the amount field of the side being entered (spec 000 §5 amount input). */
export function typeAmount(s: SellInputs, text: string): SellInputs {
  const side = s.form.enteredSide ?? 'from';
  const outcome = acceptAmountInput(s.amountText, text, decimalsOf(s, side));
  return outcome.accepted ? entered(s, side, outcome.value) : { ...s, rejection: outcome.reason };
}

/** The swap toggle: the other side becomes the one entered, starting from its converted value. */
export function swapSides(s: SellInputs): SellInputs {
  const side = otherSide(s.form.enteredSide ?? 'from');
  const amount = side === 'from' ? s.form.fromAmount : s.form.toAmount;
  return entered(s, side, amount.greaterThan(0) ? amount.toFixed() : '');
}

/** A coin quick-select button: that percentage of the coin held (spec 000 §2, §9), entered as coins. */
export function quickSelect(s: SellInputs, percentage: string): SellInputs {
  const { source } = s.form;
  if (source?.kind !== 'coin' || s.sourceCoin === undefined) return s;
  const precision = source.lotSize === undefined ? { maxFraction: source.decimals } : { maxFraction: source.decimals, lotSize: source.lotSize };
  const amount = quickSellAmount(source.balance, dec(percentage), precision);
  return entered(s, 'from', amount.greaterThan(0) ? amount.toFixed() : '');
}

/** A keystroke in the basket percentage, or its quick-select (spec 000 §5); a preview's minimum clears. */
export function typePercentage(s: SellInputs, text: string): SellInputs {
  const outcome = acceptSellPercentageInput(s.form.basketPercentage, text);
  const next = withForm(s, { type: 'set_basket_percentage', value: outcome.value });
  return { ...next, percentageRejection: outcome.accepted ? undefined : outcome.reason, previewMinimum: undefined };
}

/** New live rates of `pair` (undefined after a failed fetch: the rates clear, spec 000 §8); stale pairs are ignored. */
export function ratesArrived(s: SellInputs, pair: SellPair | undefined, rates: LiveRates | undefined): SellInputs {
  const { form } = s;
  if (pair === undefined || form.source?.kind !== 'coin' || form.source.currency !== pair.from || form.target?.currency !== pair.to) return s;
  const side = form.enteredSide ?? 'from';
  return rated({ ...s, rates }, side, side === 'from' ? form.fromAmount : form.toAmount);
}
