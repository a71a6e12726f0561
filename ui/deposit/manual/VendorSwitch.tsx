import type { ManualDepositMethod } from '../../../application/ports/deposits-port';
import type { ManualDepositState } from '../../../domain/deposit/manual-deposit-vendor';
import { useServices } from '../../base/services-context';
import { useT } from '../../base/i18n/use-t';
import { AlertModal, AlertModalAction, AlertModalCancel } from '../../shared/modal/AlertModal';
import { useServerText } from '../method-title';

/**
 * The receiving bank (vendor) select, shown when the method has more than one (spec 001 §2): an
 * uncreated vendor asks to confirm the switch first; confirming creates it and follows it until
 * its details are ready.
 */
export function VendorSwitch({ info, state }: { readonly info: ManualDepositMethod; readonly state: ManualDepositState }) {
  const { manualDeposit } = useServices();
  const { t } = useT();
  const text = useServerText();
  if (info.vendors.length < 2) return null;
  const shown = state.view === 'restricted_feature' ? '' : (state.vendorId ?? '');
  const target = state.view === 'confirm_provider_switch' ? info.vendors.find((v) => v.vendorId === state.target) : undefined;
  return (
    <div className="field">
      <label htmlFor="deposit-vendor">{t('deposit.manual.provider')}</label>
      <select
        id="deposit-vendor"
        className="input"
        value={state.view === 'retrieving_provider_details' ? state.target : shown}
        disabled={state.view === 'retrieving_provider_details'}
        onChange={(event) => void manualDeposit.selectVendor(event.target.value)}
      >
        {shown === '' && <option value="" />}
        {info.vendors.map((vendor) => (
          <option key={vendor.vendorId} value={vendor.vendorId}>
            {text(vendor.nameKey)}
          </option>
        ))}
      </select>
      {target !== undefined && (
        <AlertModal
          onClose={() => manualDeposit.cancelSwitch()}
          title={t('deposit.manual.switch.title')}
          description={t('deposit.manual.switch.text', { vendor: text(target.nameKey) })}
          actions={
            <>
              <AlertModalCancel className="button button--ghost">{t('deposit.manual.switch.cancel')}</AlertModalCancel>
              <AlertModalAction className="button button--primary" onClick={() => void manualDeposit.confirmSwitch()}>
                {t('deposit.manual.switch.confirm')}
              </AlertModalAction>
            </>
          }
        />
      )}
    </div>
  );
}
