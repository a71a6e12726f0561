import * as Tabs from 'radix-ui/tabs';
import type { BuyService } from '../../../application/trade/buy-service';
import type { BuyState } from '../../../application/trade/buy-state';
import type { PayTab } from '../../../application/trade/buy-inputs';
import type { PaymentOption } from '../../../domain/payment/payment-option';
import { useT } from '../../base/i18n/use-t';
import { RadioChoiceGroup } from '../../shared/RadioChoice';
import { PaymentMark } from '../../shared/PaymentMark';
import { PaymentOptionRow } from './PaymentOptionRow';

interface Props {
  readonly state: BuyState;
  readonly buy: BuyService;
}

/**
 * The payment area (spec 000 §2): tabs Cash and Crypto. Cash lists saved cards, cash accounts,
 * Apple Pay and Google Pay, then Add card; Edit/Done shows a delete button on each credit card.
 * Crypto lists the coins held. Each panel is 80 to 300 px high and scrolls (spec 000 §9).
 */
export function PaymentArea({ state, buy }: Props) {
  const { t } = useT();
  const selectable = (options: readonly PaymentOption[]) => options.filter((option) => !option.needAddCard);
  const cash = selectable(state.cashOptions);
  const canAddCard = state.cashOptions.some((option) => option.needAddCard);
  const editable = state.deletableIds.size > 0;
  const list = (tab: PayTab, options: readonly PaymentOption[], empty: string) =>
    options.length === 0 ? (
      <p className="hint">{state.sourcesLoaded ? empty : t('buy.loadingOptions')}</p>
    ) : (
      <RadioChoiceGroup
        className="options"
        value={state.tab === tab ? (state.payment?.id ?? '') : ''}
        onValueChange={(id) => buy.selectPayment(id)}
        label={t(tab === 'cash' ? 'buy.tab.cash' : 'buy.tab.crypto')}
      >
        {options.map((option) => (
          <PaymentOptionRow
            key={option.id}
            option={option}
            editing={tab === 'cash' && state.editingCards}
            deletable={state.deletableIds.has(option.id)}
            onDelete={(id) => buy.askDeleteCard(id)}
            onSelect={(id) => buy.selectPayment(id)}
          />
        ))}
      </RadioChoiceGroup>
    );
  return (
    <fieldset className="payment">
      <legend>{t('buy.payWith')}</legend>
      <Tabs.Root value={state.tab} onValueChange={(tab) => buy.selectTab(tab as PayTab)}>
        <div className="payment__bar">
          <Tabs.List className="tabs__list tabs__list--small" aria-label={t('buy.payWith')}>
            <Tabs.Trigger value="cash" className="tabs__trigger">
              {t('buy.tab.cash')}
            </Tabs.Trigger>
            <Tabs.Trigger value="crypto" className="tabs__trigger">
              {t('buy.tab.crypto')}
            </Tabs.Trigger>
          </Tabs.List>
          {state.tab === 'cash' && editable && (
            <button type="button" className="button button--ghost button--small" onClick={() => buy.toggleEditCards()}>
              {state.editingCards ? t('buy.done') : t('buy.edit')}
            </button>
          )}
        </div>
        <Tabs.Content value="cash" className="payment__panel payment__panel--cash">
          {list('cash', cash, t('buy.noCashOptions'))}
          {canAddCard && (
            <button type="button" className="option option--add" onClick={() => buy.addCard()}>
              <PaymentMark id="add_card" />
              {t('buy.addCard')}
            </button>
          )}
        </Tabs.Content>
        <Tabs.Content value="crypto" className="payment__panel">
          {list('crypto', state.cryptoOptions, t('buy.noCryptoOptions'))}
        </Tabs.Content>
      </Tabs.Root>
    </fieldset>
  );
}
