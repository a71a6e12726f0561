import { useEffect } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import type { WalletRef } from '../../application/history/wallet-history-service';
import { useServices } from '../base/services-context';
import { useStore } from '../base/use-store';
import { useT } from '../base/i18n/use-t';
import { Loader } from '../shared/Loader';
import { signedAmount, words } from './history-format';
import { TransactionDetail } from './TransactionDetail';

const SOURCES = new Set<string>(['fiat', 'coin', 'basket']);

/** Saves the CSV as a file (the browser's download). */
function download(csv: string, name: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}

/**
 * /hub/transactions/wallet/{fiat|coin|basket}/{currency or basket id}?page=N (spec 001 §3, §4, §9):
 * the wallet's transactions, 10 a page, each with kind, status colour, signed amount and date in
 * the customer's locale and time zone; a row opens its detail; Export CSV saves every page.
 */
export default function TransactionsPage() {
  const { source = '', walletId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const { walletHistory } = useServices();
  const state = useStore(walletHistory.state);
  const { t } = useT();
  const page = Number(params.get('page') ?? '1') || 1;
  const valid = SOURCES.has(source) && walletId !== '';

  useEffect(() => {
    if (valid) void walletHistory.open({ source: source as WalletRef['source'], id: walletId });
  }, [walletHistory, source, walletId, valid]);
  useEffect(() => walletHistory.goToPage(page), [walletHistory, page, state.status]);

  const title = t(`history.title.${source === 'fiat' || source === 'coin' ? source : 'basket'}`, { wallet: walletId });
  return (
    <div className="stack history">
      <Link to="/hub/account" className="history__back">
        {t('history.back')}
      </Link>
      <h1>{title}</h1>
      {state.status === 'loading' || state.status === 'idle' ? (
        <Loader />
      ) : state.status === 'failed' ? (
        <div className="card" role="alert">
          <p>{t('history.failed')}</p>
          <button
            type="button"
            className="button button--primary"
            onClick={() => void walletHistory.open({ source: source as WalletRef['source'], id: walletId })}
          >
            {t('history.retry')}
          </button>
        </div>
      ) : (
        <HistoryList onPage={(next) => setParams(next === 1 ? {} : { page: String(next) })} walletName={title} />
      )}
      <TransactionDetail />
    </div>
  );
}

function HistoryList({ onPage, walletName }: { readonly onPage: (page: number) => void; readonly walletName: string }) {
  const { walletHistory } = useServices();
  const { shown, page, pages, entries } = useStore(walletHistory.state);
  const { t, locale } = useT();
  if (entries.length === 0) return <p className="card hint">{t('history.empty')}</p>;
  return (
    <section className="card" aria-label={walletName}>
      <div className="history__tools">
        <button
          type="button"
          className="button button--ghost"
          onClick={() => download(walletHistory.csv(), `${walletName.replace(/\W+/g, '-').toLowerCase()}.csv`)}
        >
          {t('history.export')}
        </button>
      </div>
      <ul className="history__list" data-testid="history-rows">
        {shown.map((entry) => {
          const when = entry.createdAt === 0 ? t('history.noDate') : t('history.when', { when: entry.createdAt });
          const kind = t('history.kind', { kind: words(entry.kind) });
          return (
            <li key={`${entry.source}-${entry.id}`}>
              <button
                type="button"
                className="history__row"
                aria-haspopup="dialog"
                aria-label={t('history.details', { kind, when })}
                onClick={() => void walletHistory.showDetail(entry.id)}
              >
                <span className="history__main">
                  <span className="history__kind">{kind}</span>
                  <span className="hint">{when}</span>
                </span>
                <span className="history__side">
                  <span className="numeric">{signedAmount(entry, locale)}</span>
                  <span className={`status status--${entry.tone}`}>{t('history.status', { status: words(entry.status) })}</span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      {pages > 1 && (
        <nav className="history__pages" aria-label={t('history.pages')}>
          <button type="button" className="button button--ghost" aria-label={t('history.previous')} disabled={page <= 1} onClick={() => onPage(page - 1)}>
            {t('history.previous.short')}
          </button>
          <span aria-live="polite">{t('history.page', { page, pages })}</span>
          <button type="button" className="button button--ghost" aria-label={t('history.next')} disabled={page >= pages} onClick={() => onPage(page + 1)}>
            {t('history.next.short')}
          </button>
        </nav>
      )}
    </section>
  );
}
