import { useServices } from '../base/services-context';
import { useStore } from '../base/use-store';
import { useT } from '../base/i18n/use-t';
import { formatMoney } from '../../domain/format/money-format';
import { Modal } from '../shared/modal/Modal';
import { counterAmount, signedAmount, words } from './history-format';

/** One transaction (spec 001 §3): kind, status, nature, amount, native amount, fee, description, date, reference. */
export function TransactionDetail() {
  const { walletHistory } = useServices();
  const { detail } = useStore(walletHistory.state);
  const { t, locale } = useT();
  if (detail.status === 'closed') return null;
  const { entry } = detail;
  const fiat = detail.status === 'ready' ? detail.fiat : undefined;
  const counter = counterAmount(entry, locale);
  const rows: [string, string][] = [
    [t('history.detail.kind'), words(entry.kind)],
    [t('history.detail.status'), words(entry.status)],
    [t('history.detail.amount'), signedAmount(entry, locale)],
    ...(counter === undefined ? [] : [[t('history.detail.counter'), counter] as [string, string]]),
    ...(fiat === undefined
      ? []
      : ([
          [t('history.detail.nature'), t(`history.detail.nature.${fiat.nature}`)],
          [t('history.detail.native'), formatMoney(fiat.nativeAmount, fiat.nativeCurrency, false, locale)],
          [t('history.detail.fee'), formatMoney(fiat.fee, fiat.currency, false, locale)],
          [t('history.detail.description'), fiat.description],
        ] as [string, string][])),
    [t('history.detail.date'), entry.createdAt === 0 ? t('history.noDate') : t('history.when', { when: entry.createdAt })],
    [t('history.detail.id'), entry.id],
  ];
  return (
    <Modal
      onClose={() => walletHistory.closeDetail()}
      title={t('history.detail.title')}
      closeButton={false}
      actions={
        <button type="button" className="button button--primary" onClick={() => walletHistory.closeDetail()}>
          {t('history.detail.close')}
        </button>
      }
    >
      {detail.status === 'loading' && <p role="status">{t('history.detail.loading')}</p>}
      {detail.status === 'failed' && <p role="alert">{t('history.detail.failed')}</p>}
      <dl className="history__detail" data-testid="history-detail">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd className={label === t('history.detail.status') ? `status status--${entry.tone}` : undefined}>{value}</dd>
          </div>
        ))}
      </dl>
    </Modal>
  );
}
