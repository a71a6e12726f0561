import type { ReactNode } from 'react';
import { useT } from '../base/i18n/use-t';

/** The card every sign-up step, the lock screen and the unsupported-country page sit in (as /login does). */
export function OnboardingCard({ children }: { readonly children: ReactNode }) {
  const { t } = useT();
  return (
    <main className="login">
      <div className="login__card onboarding">
        <p className="brand" aria-hidden="true">
          {t('app.name')}
        </p>
        {children}
      </div>
    </main>
  );
}
