import { useId } from 'react';
import type { SellState } from '../../../application/trade/sell-state';
import type { CurrencyCode } from '../../../domain/money/currency';
import { useServices } from '../../base/services-context';
import { useT } from '../../base/i18n/use-t';
import { AmountFieldMessages } from '../AmountFieldMessages';
import { PercentQuickSelect } from './PercentQuickSelect';
import { formatAmount, sellAmountErrorMessage } from './sell-format';
import { AmountInput } from '../../shared/fields/AmountInput';

/**
 * The coin amount (spec 000 §2): typed in the coin or in the target's currency, the other side
 * shown as an approximate converted amount, a swap toggle, and the percent quick-select buttons.
 */
export function CoinAmountField({ state }: { readonly state: SellState }) {
  const { sell } = useServices();
  const translate = useT();
  const { t, locale } = translate;
  const id = useId();
  const { form, target } = state;
  const source = form.source?.kind === 'coin' ? form.source : undefined;
  const targetIsFiat = target?.payMethod === 'fiat_wallet';
  const side = form.enteredSide ?? 'from';
  const typedCurrency: CurrencyCode | undefined = side === 'from' ? source?.currency : target?.currency;
  const otherCurrency = side === 'from' ? target?.currency : source?.currency;
  const other = side === 'from' ? form.toAmount : form.fromAmount;
  const otherIsFiat = side === 'from' && targetIsFiat;
  const ready = source !== undefined && state.sourceCoin !== undefined && target !== undefined;
  const error = state.amountError && sellAmountErrorMessage(state.amountError, targetIsFiat, translate);
  const decimals = side === 'from' ? (source?.decimals ?? 0) : (target?.decimals ?? 0);
  const rejection = state.rejection && t(`sell.rejected.${state.rejection}`, { decimals });
  const describedBy = [`${id}-approx`, error && `${id}-error`, rejection && `${id}-rejection`];
  return (
    <div className="stack stack--tight">
      <div className="sell-amount__head">
        <label htmlFor={id}>{t('sell.amount', { currency: typedCurrency ?? '' })}</label>
        {otherCurrency !== undefined && (
          <button type="button" className="chip" onClick={() => sell.swapSides()} disabled={!ready} aria-label={t('sell.swap', { currency: otherCurrency })}>
            <span aria-hidden="true">⇅ {otherCurrency}</span>
          </button>
        )}
      </div>
      <AmountInput
        id={id}
        value={state.amountText}
        disabled={!ready}
        invalid={error !== undefined}
        describedBy={describedBy}
        onType={(text) => sell.typeAmount(text)}
      />
      <p id={`${id}-approx`} className="hint" data-testid="sell-converted">
        {otherCurrency !== undefined && other.greaterThan(0) ? t('sell.approx', { amount: formatAmount(other, otherCurrency, otherIsFiat, locale) }) : '\u00a0'}
      </p>
      <PercentQuickSelect disabled={!ready} onPick={(percentage) => sell.quickSelect(percentage)} />
      <AmountFieldMessages id={id} rejection={rejection} error={error} />
    </div>
  );
}
