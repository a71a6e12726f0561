import type { SellOutcome } from '../../../application/trade/sell-state';
import { formatCoin, formatFiat } from '../../../domain/format/money-format';
import { useServices } from '../../base/services-context';
import { useT } from '../../base/i18n/use-t';
import { OutcomeDialog } from '../confirm/OutcomeDialog';
import { formatAmount } from './sell-format';

/**
 * The sell's success modal ('sold', 'basket sold') or failure modal (spec 000 §2, §8): the
 * catalogue's failure text for coins, 'try again' / 'your transaction could not be completed'
 * for baskets.
 */
export function SellOutcomeDialog({ outcome }: { readonly outcome: SellOutcome | undefined }) {
  const { sell } = useServices();
  const { t, tn, locale } = useT();
  const close = () => sell.dismissOutcome();
  if (outcome === undefined) return null;
  switch (outcome.kind) {
    case 'coin_sold': {
      const { transaction } = outcome.receipt;
      const received = formatAmount(transaction.toAmount, transaction.toCurrency, transaction.paymentMethod === 'fiat_wallet', locale);
      return (
        <OutcomeDialog
          tone="success"
          title={t('sell.success.title')}
          body={<p>{t('sell.success.body', { sold: formatCoin(transaction.fromAmount, transaction.fromCurrency, locale), received })}</p>}
          actionLabel={t('sell.done')}
          onAction={close}
        />
      );
    }
    case 'basket_sold':
      return (
        <OutcomeDialog
          tone="success"
          title={t('sell.success.basketTitle')}
          body={
            <p>
              {t('sell.success.basketBody', {
                basket: outcome.basketName,
                amount: formatFiat(outcome.transaction.toAmount, outcome.transaction.toCurrency, locale),
              })}
            </p>
          }
          actionLabel={t('sell.done')}
          onAction={close}
        />
      );
    case 'failure':
      return outcome.basket ? (
        <OutcomeDialog
          tone="failure"
          title={t('sell.failure.basketTitle')}
          body={<p>{t('sell.failure.basketBody')}</p>}
          actionLabel={t('sell.failure.close')}
          onAction={close}
        />
      ) : (
        <OutcomeDialog
          tone="failure"
          title={tn(outcome.notice.title ?? { kind: 'key', key: 'web_error_purchase_failed_title' })}
          body={<p>{tn(outcome.notice.message ?? { kind: 'key', key: 'web_error_transaction_failed' })}</p>}
          actionLabel={t('sell.failure.retry')}
          onAction={close}
        />
      );
  }
}
