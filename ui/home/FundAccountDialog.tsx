import { formatFiat } from '../../domain/format/money-format';
import { fundModalWallets } from '../../domain/rewards/first-action-guide';
import { isWalletSetUp } from '../../domain/payment/fiat-wallet';
import { useServices } from '../base/services-context';
import { useStore } from '../base/use-store';
import { useT } from '../base/i18n/use-t';
import { PaymentMark } from '../shared/PaymentMark';
import { Modal } from '../shared/modal/Modal';

interface Props {
  readonly onClose: () => void;
  /** The add-card tile: the card form takes over from this modal. */
  readonly onAddCard: () => void;
}

/**
 * The fund-account modal (spec 000 §2): an add-card tile and at most 2 fiat wallet tiles.
 * A set-up wallet tile shows the cash account and its balance and opens the deposit modal for its
 * currency (spec 001 §2) in place of this one; a wallet whose cash account is not set up opens the
 * cash account setup over this modal (spec 001 §4), so closing it comes back to the tile.
 */
export function FundAccountDialog({ onClose, onAddCard }: Props) {
  const { balances, customer, depositLauncher, cashAccountSetupLauncher } = useServices();
  const { wallets } = useStore(balances.state);
  const { user } = useStore(customer.state);
  const { t, locale } = useT();
  const shown = fundModalWallets(wallets?.fiat ?? [], user?.nativeCurrency);
  return (
    <Modal onClose={onClose} title={t('home.fund.title')} description={<p className="hint">{t('home.fund.lead')}</p>}>
      <ul className="tiles">
        <li>
          <button
            type="button"
            className="tile"
            onClick={() => {
              onClose();
              onAddCard();
            }}
          >
            <PaymentMark id="add_card" />
            <span className="tile__text">
              <strong>{t('home.fund.card.title')}</strong>
              <span className="hint">{t('home.fund.card.text')}</span>
            </span>
          </button>
        </li>
        {shown.map((wallet) => (
          <li key={wallet.currency}>
            <button
              type="button"
              className="tile"
              aria-haspopup="dialog"
              onClick={() => {
                if (!isWalletSetUp(wallet)) return cashAccountSetupLauncher.open({ currency: wallet.currency });
                onClose();
                depositLauncher.open({ currency: wallet.currency });
              }}
            >
              <PaymentMark id="fiat_wallet" />
              <span className="tile__text">
                <strong>{t('home.fund.wallet.title', { currency: wallet.currency })}</strong>
                <span className="hint">
                  {isWalletSetUp(wallet)
                    ? t('home.fund.wallet.deposit', { amount: formatFiat(wallet.amount, wallet.currency, locale) })
                    : t('home.fund.wallet.setUp')}
                </span>
              </span>
            </button>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
