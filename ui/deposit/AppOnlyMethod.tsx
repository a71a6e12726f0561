import type { DepositMethodId } from '../../domain/deposit/deposit-method';
import { depositMethodTitle } from '../../domain/deposit/deposit-method';
import { useServices } from '../base/services-context';
import { useT } from '../base/i18n/use-t';
import { useMethodTitle } from './method-title';

/** A method whose web flow is not built yet: said plainly, with the way to the app (never a dead end). */
export function AppOnlyMethod({ method }: { readonly method: DepositMethodId }) {
  const { appDownload } = useServices();
  const { t } = useT();
  const title = useMethodTitle()(depositMethodTitle(method));
  return (
    <div className="deposit__state">
      <h3 className="deposit__lead">{t('deposit.appOnly.title')}</h3>
      <p>{t('deposit.appOnly.text', { method: title })}</p>
      <button type="button" className="button button--primary" aria-haspopup="dialog" onClick={() => appDownload.open()}>
        {t('deposit.appOnly.action')}
      </button>
    </div>
  );
}
