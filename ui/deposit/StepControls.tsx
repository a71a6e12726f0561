import type { ReactNode } from 'react';
import { useT } from '../base/i18n/use-t';

/** A deposit step's error, announced; `id` ties it to the field it is about. */
export function StepError({ id, children }: { readonly id?: string; readonly children: ReactNode }) {
  return (
    <p id={id} className="field__error" role="alert">
      {children}
    </p>
  );
}

/** A deposit amount step's Continue: it waits while the order is being made. */
export function ContinueButton({ busy, disabled = false }: { readonly busy: boolean; readonly disabled?: boolean }) {
  const { t } = useT();
  return (
    <button type="submit" className="button button--primary" disabled={busy || disabled} aria-busy={busy}>
      {t('deposit.card.continue')}
    </button>
  );
}
