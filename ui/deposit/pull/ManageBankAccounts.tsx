import type { PullDepositData } from '../../../application/deposit/pull-deposit-service';
import { type BankLinkGroup, canDeleteBankAccount } from '../../../domain/deposit/bank-link-status';
import { useServices } from '../../base/services-context';
import { useT } from '../../base/i18n/use-t';
import { StepHeading } from '../StepHeading';
import { EditBankAccountModal, RemoveBankAccountAlert } from './BankAccountDialogs';

const GROUPS: readonly BankLinkGroup[] = ['active', 'rejected', 'needs_relink', 'completed', 'unknown'];

/**
 * The linked accounts by link group (spec 001 §4: active, rejected, needs relink, completed), each
 * with Edit and Remove (spec 001 §2); a pending account cannot be removed (spec 001 §5), said
 * beside its disabled button.
 */
export function ManageBankAccounts({ data, onDone }: { readonly data: PullDepositData; readonly onDone: () => void }) {
  const { bankAccountEditor } = useServices();
  const { t } = useT();
  return (
    <div className="top-up">
      <StepHeading>{t('deposit.bank.title')}</StepHeading>
      {GROUPS.map((group) => {
        const members = data.bankAccounts.filter((a) => a.group === group);
        if (members.length === 0) return null;
        return (
          <div key={group} className="bank-accounts__group">
            <h4 className="hint" id={`manage-group-${group}`}>
              {t(`deposit.bank.group.${group}`)}
            </h4>
            <ul className="bank-accounts__list" aria-labelledby={`manage-group-${group}`}>
              {members.map((account) => {
                const name = t('deposit.pull.account', { bank: account.bankName, mask: account.maskedAccountIdentifier });
                const removable = canDeleteBankAccount(account.status);
                return (
                  <li key={account.id} className="bank-accounts__row">
                    <span className="bank-accounts__name">
                      {name}
                      {!removable && (
                        <span className="hint" id={`pending-${account.id}`}>
                          {t('deposit.bank.pendingNoRemove')}
                        </span>
                      )}
                    </span>
                    <span className="bank-accounts__actions">
                      <button
                        type="button"
                        className="button button--ghost button--small"
                        aria-label={t('deposit.bank.editAccount', { account: name })}
                        aria-haspopup="dialog"
                        onClick={() => void bankAccountEditor.edit(account, data.network)}
                      >
                        {t('deposit.bank.edit')}
                      </button>
                      <button
                        type="button"
                        className="button button--ghost button--small"
                        aria-label={t('deposit.bank.removeAccount', { account: name })}
                        aria-describedby={removable ? undefined : `pending-${account.id}`}
                        aria-haspopup="dialog"
                        disabled={!removable}
                        onClick={() => bankAccountEditor.askRemove(account)}
                      >
                        {t('deposit.bank.remove')}
                      </button>
                    </span>
                  </li>
                );
              })}
            </ul>
          </div>
        );
      })}
      <button type="button" className="button button--primary" onClick={onDone}>
        {t('deposit.done')}
      </button>
      <EditBankAccountModal data={data} />
      <RemoveBankAccountAlert />
    </div>
  );
}
