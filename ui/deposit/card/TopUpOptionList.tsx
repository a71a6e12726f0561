import type { TopUpChoices } from '../../../application/deposit/top-up-choices';
import { canDeleteCardInEditMode, lastFourDigits } from '../../../domain/payment/saved-card';
import { useServices } from '../../base/services-context';
import { useStore } from '../../base/use-store';
import { useT } from '../../base/i18n/use-t';
import { PaymentMark } from '../../shared/PaymentMark';
import { RadioChoice, RadioChoiceGroup } from '../../shared/RadioChoice';
import { RemoveCardAlert } from './RemoveCardAlert';

interface Props {
  readonly choices: TopUpChoices;
  readonly value: string;
  readonly onChange: (value: string) => void;
}

/**
 * The radio options (spec 001 §2): saved cards, Apple Pay, Google Pay; the Add debit card entry
 * (the gateway's card form) while under 5 debit cards; and the edit mode, in which each credit card
 * has a Remove button (spec 001 §5: only credit cards).
 */
export function TopUpOptionList({ choices, value, onChange }: Props) {
  const { cardRegistration, topUpCardRemoval } = useServices();
  const removal = useStore(topUpCardRemoval.state);
  const { t } = useT();
  const cards = choices.options.flatMap((o) => (o.kind === 'card' ? [o] : []));
  const canAdd = choices.options.some((o) => o.kind === 'add_debit_card');
  const deletable = cards.some((c) => canDeleteCardInEditMode(c.card));
  return (
    <div className="options-block">
      <RadioChoiceGroup className="options" value={value} onValueChange={onChange} label={t('deposit.card.payWith')}>
        {cards.map(({ card, selectable }) => {
          const label = t('deposit.card.card', { brand: card.brand.toUpperCase(), lastFour: lastFourDigits(card.maskedCardNumber) });
          return (
            <div key={card.id} className="option-row">
              <label className={`option${selectable ? '' : ' option--disabled'}`}>
                <RadioChoice value={card.id} disabled={!selectable || removal.editing} className="option__radio" />
                <PaymentMark id={card.brand} />
                <span className="option__text">
                  <span>{label}</span>
                  <span className="hint">{t(card.type === 'debit_card' ? 'deposit.card.debit' : 'deposit.card.credit')}</span>
                </span>
              </label>
              {removal.editing && canDeleteCardInEditMode(card) && (
                <button
                  type="button"
                  className="button button--ghost button--small"
                  aria-haspopup="dialog"
                  aria-label={t('deposit.card.removeCard', { brand: card.brand.toUpperCase(), lastFour: lastFourDigits(card.maskedCardNumber) })}
                  onClick={() => topUpCardRemoval.ask(card)}
                >
                  {t('deposit.card.remove')}
                </button>
              )}
            </div>
          );
        })}
        {choices.options.map((option) =>
          option.kind === 'apple_pay' || option.kind === 'google_pay' ? (
            <label key={option.kind} className="option">
              <RadioChoice value={option.kind} disabled={removal.editing} className="option__radio" />
              <PaymentMark id={option.kind} />
              <span className="option__text">
                <span>{t(option.kind === 'apple_pay' ? 'deposit.card.applePay' : 'deposit.card.googlePay')}</span>
                <span className="hint">{t('deposit.card.wallet')}</span>
              </span>
            </label>
          ) : null,
        )}
      </RadioChoiceGroup>
      {cards.length === 0 && <p className="hint">{t('deposit.card.noOptions')}</p>}
      <div className="request__actions">
        {canAdd && (
          <button type="button" className="button button--ghost" aria-haspopup="dialog" onClick={() => void cardRegistration.open('fiat_wallet_top_up')}>
            {t('deposit.card.addDebit')}
          </button>
        )}
        {deletable && (
          <button type="button" className="button button--ghost" aria-pressed={removal.editing} onClick={() => topUpCardRemoval.toggleEditing()}>
            {removal.editing ? t('deposit.card.editDone') : t('deposit.card.edit')}
          </button>
        )}
      </div>
      <RemoveCardAlert />
    </div>
  );
}
