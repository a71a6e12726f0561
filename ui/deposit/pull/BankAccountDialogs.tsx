import { useState } from 'react';
import type { PullDepositData } from '../../../application/deposit/pull-deposit-service';
import type { BankAccountReview } from '../../../application/ports/bank-linking-port';
import { useServices } from '../../base/services-context';
import { useStore } from '../../base/use-store';
import { RemovalAlert } from '../RemovalAlert';
import { useT } from '../../base/i18n/use-t';
import { Loader } from '../../shared/Loader';
import { Modal } from '../../shared/modal/Modal';
import { useDepositFailureText } from '../FailureText';

function EditForm({ review, data, busy }: { readonly review: BankAccountReview; readonly data: PullDepositData; readonly busy: boolean }) {
  const { bankAccountEditor } = useServices();
  const { t } = useT();
  const [holder, setHolder] = useState(review.accountHolderName);
  const [type, setType] = useState(review.accountType);
  return (
    <form
      id="edit-bank-account"
      className="top-up"
      onSubmit={(event) => {
        event.preventDefault();
        void bankAccountEditor.save({ accountHolderName: holder, accountType: type }, data.currency, data.network);
      }}
    >
      <dl className="summary">
        <div>
          <dt>{t('deposit.detail.bank_name')}</dt>
          <dd>{review.bankName}</dd>
        </div>
        <div>
          <dt>{t('deposit.detail.account_number')}</dt>
          <dd>{review.maskedAccountIdentifier}</dd>
        </div>
        <div>
          <dt>{t('deposit.detail.routing_number')}</dt>
          <dd>{review.routingNumber}</dd>
        </div>
      </dl>
      <div className="field">
        <label htmlFor="bank-holder">{t('deposit.detail.account_holder_name')}</label>
        <input
          id="bank-holder"
          className="input"
          autoComplete="name"
          value={holder}
          required
          onChange={(event) => setHolder(event.target.value)}
          disabled={busy}
        />
      </div>
      <div className="field">
        <label htmlFor="bank-type">{t('deposit.detail.account_type')}</label>
        <select id="bank-type" className="input" value={type} onChange={(event) => setType(event.target.value)} disabled={busy}>
          <option value="checking">{t('deposit.bank.type.checking')}</option>
          <option value="savings">{t('deposit.bank.type.savings')}</option>
        </select>
      </div>
    </form>
  );
}

/** Edit (spec 001 §2): the reviewed details, with the holder name and account type to correct. */
export function EditBankAccountModal({ data }: { readonly data: PullDepositData }) {
  const { bankAccountEditor } = useServices();
  const state = useStore(bankAccountEditor.state);
  const { t } = useT();
  const failureText = useDepositFailureText();
  if (state.kind !== 'edit') return null;
  const name = t('deposit.pull.account', { bank: state.account.bankName, mask: state.account.maskedAccountIdentifier });
  return (
    <Modal
      onClose={() => bankAccountEditor.cancel()}
      className="deposit"
      title={t('deposit.bank.editAccount', { account: name })}
      actions={
        state.review !== undefined && (
          <button type="submit" form="edit-bank-account" className="button button--primary" disabled={state.busy} aria-busy={state.busy}>
            {t('deposit.bank.save')}
          </button>
        )
      }
    >
      {state.review === undefined ? state.failure === undefined && <Loader /> : <EditForm review={state.review} data={data} busy={state.busy} />}
      {state.failure !== undefined && (
        <p className="field-error" role="alert">
          {failureText(state.failure)}
        </p>
      )}
    </Modal>
  );
}

/** Remove (spec 001 §2, §8): 'are you sure' naming the account; a refusal shows the catalogue's notice (the server's own text for an unsettled deposit or withdrawal). */
export function RemoveBankAccountAlert() {
  const { bankAccountEditor } = useServices();
  const state = useStore(bankAccountEditor.state);
  const { t, tn } = useT();
  if (state.kind !== 'remove') return null;
  const name = t('deposit.pull.account', { bank: state.account.bankName, mask: state.account.maskedAccountIdentifier });
  const { notice } = state;
  return (
    <RemovalAlert
      title={t('deposit.bank.remove.title', { account: name })}
      description={t('deposit.bank.remove.text')}
      cancelLabel={t('deposit.bank.remove.cancel')}
      removeLabel={t('deposit.bank.remove')}
      busy={state.busy}
      onCancel={() => bankAccountEditor.cancel()}
      onRemove={() => void bankAccountEditor.confirmRemove()}
    >
      {notice !== undefined && (
        <div role="alert" className="field-error">
          {notice.title !== undefined && (
            <p>
              <strong>{tn(notice.title)}</strong>
            </p>
          )}
          {notice.message !== undefined && <p>{tn(notice.message)}</p>}
        </div>
      )}
    </RemovalAlert>
  );
}
