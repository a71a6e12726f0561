import type { DepositRequestView } from '../../../application/deposit/deposit-request-service';
import { BANK_SEARCH_MAX_LENGTH } from '../../../domain/deposit/bank-search';
import { useServices } from '../../base/services-context';
import { useT } from '../../base/i18n/use-t';

/** A bank's mark when it has no logo: its leading acronym (RBC, TD), else the initials of its first two words. */
const initials = (name: string): string => {
  const words = name.split(/\s+/).filter((word) => /^[A-Za-z]/.test(word));
  const first = words[0] ?? '';
  if (/^[A-Z]{2,3}$/.test(first)) return first;
  return words
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
};

/**
 * Choose a bank (spec 001 §2, §5): the search field filters the list by name, case-insensitively,
 * 300 ms after the last keystroke (the service's debounce); each bank is a button; the count of
 * matches is read out.
 */
export function BankChooser({ view }: { readonly view: DepositRequestView }) {
  const { depositRequest } = useServices();
  const { t } = useT();
  const banks = view.shownBanks;
  return (
    <div className="request">
      <h3 className="deposit__lead" id="request-banks">
        {t('deposit.request.chooseBank')}
      </h3>
      <div className="field">
        <label htmlFor="request-bank-search">{t('deposit.request.search')}</label>
        <input
          id="request-bank-search"
          className="input"
          type="search"
          autoComplete="off"
          autoFocus
          maxLength={BANK_SEARCH_MAX_LENGTH}
          value={view.search}
          aria-describedby="request-bank-count"
          onChange={(event) => depositRequest.search(event.target.value)}
        />
        <p id="request-bank-count" className="hint" role="status">
          {banks.length === 0 ? t('deposit.request.noBank', { search: view.search.trim() }) : t('deposit.request.bankCount', { count: banks.length })}
        </p>
      </div>
      <ul className="methods" aria-labelledby="request-banks">
        {banks.map((bank) => (
          <li key={bank.id}>
            <button type="button" className="method" onClick={() => depositRequest.chooseBank(bank.id)}>
              {bank.logo === undefined || bank.logo === '' ? (
                <span className="bank-logo" aria-hidden="true">
                  {initials(bank.bank_name)}
                </span>
              ) : (
                <img className="bank-logo" src={bank.logo} alt="" />
              )}
              <span className="method__text">
                <strong>{bank.bank_name}</strong>
              </span>
              <span className="method__chevron" aria-hidden="true">
                ›
              </span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
