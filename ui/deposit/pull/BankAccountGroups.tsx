import type { PullBankAccount } from '../../../application/deposit/pull-deposit-service';
import type { PullDepositOverview } from '../../../application/ports/deposits-port';
import type { BankLinkGroup } from '../../../domain/deposit/bank-link-status';
import { useServices } from '../../base/services-context';
import { useT } from '../../base/i18n/use-t';

const ATTENTION: readonly BankLinkGroup[] = ['needs_relink', 'rejected', 'unknown'];

/**
 * The accounts that cannot be pulled from, by link group (spec 001 §4): needs relink (with Relink,
 * which opens the relink modal), rejected; then the way to add an account through the bank link
 * (while the overview allows another) and to manage the accounts.
 */
export function BankAccountGroups({
  accounts,
  overview,
  onManage,
}: {
  readonly accounts: readonly PullBankAccount[];
  readonly overview: PullDepositOverview;
  readonly onManage: () => void;
}) {
  const { bankLink } = useServices();
  const { t } = useT();
  const canAdd = overview.canAddBankAccount && !overview.maxBankAccountReached;
  return (
    <section className="bank-accounts" aria-labelledby="bank-accounts-title">
      <h3 className="deposit__lead" id="bank-accounts-title">
        {t('deposit.bank.title')}
      </h3>
      {ATTENTION.map((group) => {
        const members = accounts.filter((a) => a.group === group);
        if (members.length === 0) return null;
        return (
          <div key={group} className="bank-accounts__group">
            <h4 className="hint" id={`bank-group-${group}`}>
              {t(`deposit.bank.group.${group}`)}
            </h4>
            <ul className="bank-accounts__list" aria-labelledby={`bank-group-${group}`}>
              {members.map((account) => (
                <li key={account.id} className="bank-accounts__row">
                  <span>{t('deposit.pull.account', { bank: account.bankName, mask: account.maskedAccountIdentifier })}</span>
                  {group === 'needs_relink' ? (
                    <button
                      type="button"
                      className="button button--ghost button--small"
                      aria-label={t('deposit.bank.relinkAccount', { bank: account.bankName, mask: account.maskedAccountIdentifier })}
                      aria-haspopup="dialog"
                      onClick={() => bankLink.openRelink(account.id)}
                    >
                      {t('deposit.bank.relink')}
                    </button>
                  ) : (
                    <span className="hint">{t(group === 'rejected' ? 'deposit.bank.status.rejected' : 'deposit.bank.status.unknown')}</span>
                  )}
                </li>
              ))}
            </ul>
          </div>
        );
      })}
      <div className="request__actions">
        {canAdd && (
          <button type="button" className="button button--ghost" aria-haspopup="dialog" onClick={() => void bankLink.add()}>
            {t('deposit.bank.add')}
          </button>
        )}
        <button type="button" className="button button--ghost" onClick={onManage}>
          {t('deposit.bank.manage')}
        </button>
      </div>
    </section>
  );
}
