import * as Tabs from 'radix-ui/tabs';
import { useId, useState } from 'react';
import type { SellState } from '../../../application/trade/sell-state';
import { formatFiat } from '../../../domain/format/money-format';
import { TARGET_COIN_SEARCH_MAX_LENGTH } from '../../../domain/market/coin-search';
import type { SellTargetOption } from '../../../domain/trade/sell-targets';
import { useServices } from '../../base/services-context';
import { useT } from '../../base/i18n/use-t';
import { RadioChoice, RadioChoiceGroup } from '../../shared/RadioChoice';

type ReceiveTab = 'cash' | 'crypto';

/**
 * The receive-in selector (spec 000 §2): Cash lists the cash accounts (one not set up yet says
 * so), Crypto the coins to receive with a search (spec 000 §5: 50 characters). A basket pays out
 * into a cash account only, so it has no Crypto tab.
 */
export function ReceiveInSelector({ state }: { readonly state: SellState }) {
  const { sell } = useServices();
  const { t } = useT();
  const basket = state.form.source?.kind === 'basket';
  const [chosen, setTab] = useState<ReceiveTab>(state.target?.payMethod === 'crypto_wallet' ? 'crypto' : 'cash');
  const tab: ReceiveTab = basket ? 'cash' : chosen;
  const searchId = useId();
  return (
    <fieldset className="payment">
      <legend>{t('sell.receiveIn')}</legend>
      <Tabs.Root value={tab} onValueChange={(value) => setTab(value as ReceiveTab)}>
        <Tabs.List className="tabs__list tabs__list--small" aria-label={t('sell.receiveIn')}>
          <Tabs.Trigger value="cash" className="tabs__trigger">
            {t('sell.tab.cash')}
          </Tabs.Trigger>
          {!basket && (
            <Tabs.Trigger value="crypto" className="tabs__trigger">
              {t('sell.tab.crypto')}
            </Tabs.Trigger>
          )}
        </Tabs.List>
        <Tabs.Content value="cash" className="payment__panel">
          <TargetOptions options={state.cashTargets} selectedId={state.target?.id} label={t('sell.tab.cash')} />
          {basket && <p className="hint">{t('sell.basketPayout')}</p>}
        </Tabs.Content>
        {!basket && (
          <Tabs.Content value="crypto" className="payment__panel">
            <div className="stack stack--tight">
              <label htmlFor={searchId} className="visually-hidden">
                {t('sell.crypto.search')}
              </label>
              <input
                id={searchId}
                type="search"
                className="input"
                placeholder={t('sell.crypto.search')}
                maxLength={TARGET_COIN_SEARCH_MAX_LENGTH}
                value={state.targetSearch}
                onChange={(event) => sell.searchTargets(event.target.value)}
              />
              {state.cryptoTargets.length === 0 ? (
                <p className="hint" role="status">
                  {state.targetSearch.trim() === '' ? t('sell.crypto.loading') : t('sell.crypto.none')}
                </p>
              ) : (
                <TargetOptions options={state.cryptoTargets} selectedId={state.target?.id} label={t('sell.tab.crypto')} />
              )}
            </div>
          </Tabs.Content>
        )}
      </Tabs.Root>
    </fieldset>
  );
}

function TargetOptions({
  options,
  selectedId,
  label,
}: {
  readonly options: readonly SellTargetOption[];
  readonly selectedId: string | undefined;
  readonly label: string;
}) {
  const { sell } = useServices();
  const { t, locale } = useT();
  const id = useId();
  return (
    <RadioChoiceGroup className="options" value={selectedId ?? ''} onValueChange={(id) => sell.selectTarget(id)} label={label}>
      {options.map((option) => {
        const detailId = `${id}-${option.id}`;
        const cash = option.payMethod === 'fiat_wallet';
        const detail = cash
          ? option.needsSetup
            ? t('sell.cash.needsSetup')
            : option.balance && formatFiat(option.balance, option.currency, locale)
          : option.name;
        return (
          <label key={option.id} className="option">
            <RadioChoice value={option.id} className="option__radio" aria-labelledby={`${detailId}-title`} aria-describedby={detail ? detailId : undefined} />
            <span className="option__text">
              <span id={`${detailId}-title`}>{cash ? t('sell.cash.account', { currency: option.currency }) : option.currency}</span>
              {detail && (
                <span id={detailId} className="hint">
                  {detail}
                </span>
              )}
            </span>
          </label>
        );
      })}
    </RadioChoiceGroup>
  );
}
