import { useEffect, useRef } from 'react';
import { tradeLanguageOf } from '../../../domain/format/display-language';
import { useServices } from '../../base/services-context';
import { useOnVisible } from '../../base/use-on-visible';
import { useStore } from '../../base/use-store';
import { useT } from '../../base/i18n/use-t';
import { CardFormDialog } from '../../payments/CardFormDialog';
import { AssetField } from '../asset-selector/AssetField';
import { useChooseBuyAsset } from '../asset-selector/use-buy-asset';
import { BuyAmountField } from './BuyAmountField';
import { BuyConfirmModal } from './BuyConfirmModal';
import { BuyOutcomeModal } from './BuyOutcomeModal';
import { DeleteCardDialog } from './DeleteCardDialog';
import { FeeLines } from './FeeLines';
import { LevelUpBannerView } from './LevelUpBannerView';
import { PaymentArea } from './PaymentArea';

/**
 * The coin Buy widget (spec 000 §2): coin, amount, payment area, fee line and level-up banner,
 * the Buy button, then the confirmation and the outcome. Every rule comes from the buy service's
 * state; the widget only draws it and forwards what the customer does.
 */
export function BuyWidget() {
  const { buy, language } = useServices();
  const state = useStore(buy.state);
  const shown = useStore(language.state).language;
  const { t } = useT();
  const chooseAsset = useChooseBuyAsset();
  const amountInput = useRef<HTMLInputElement>(null);

  useEffect(() => buy.start(tradeLanguageOf(shown)), [buy, shown]);
  useOnVisible(() => buy.becameVisible());

  const fee = state.feeEstimate;
  return (
    <form
      className="stack buy"
      onSubmit={(event) => {
        event.preventDefault();
        buy.pressBuy();
      }}
    >
      <AssetField
        mode="buy"
        label={t('buy.coin')}
        value={state.coin && t('selector.field.coin', { name: state.coin.name, symbol: state.coin.symbol })}
        onSelect={chooseAsset}
      />
      <BuyAmountField
        state={state}
        onType={(text) => buy.typeAmount(text)}
        onToggle={() => buy.toggleEntry()}
        onQuickAmount={(amount) => buy.chooseQuickAmount(amount)}
        inputRef={amountInput}
      />
      <PaymentArea state={state} buy={buy} />
      <dl className="summary summary--fees">
        <FeeLines trading={fee?.trading} processing={fee?.processing} isCoin={state.sourceIsCoin} estimate />
      </dl>
      <LevelUpBannerView banner={state.banner} isCoin={state.sourceIsCoin} />
      <button type="submit" className="button button--primary" disabled={!state.canBuy}>
        {state.checking ? t('buy.checking') : t('buy.submit')}
      </button>
      <BuyConfirmModal state={state} onConfirm={() => buy.confirm()} onCancel={() => buy.cancel()} />
      <BuyOutcomeModal outcome={state.outcome} paidInCoin={state.sourceIsCoin} onClose={() => buy.dismissOutcome()} returnFocusTo={amountInput} />
      <DeleteCardDialog state={state} buy={buy} />
      <CardFormDialog usage="crypto_purchase" />
    </form>
  );
}
