import { lazy, Suspense } from 'react';
import { useShellServices } from '../base/services-context';
import { useStore } from '../base/use-store';

const NoticeDialog = lazy(() => import('./NoticeDialog'));

/**
 * Shows the notice service's alert; the dialog's code is fetched only when there is one. Inside the
 * router, so a notice can lead somewhere (verification goes to Accounts).
 */
export function NoticeHost({ reload }: { readonly reload?: () => void }) {
  const { notices } = useShellServices();
  const notice = useStore(notices.alert);
  if (notice === undefined) return null;
  return (
    <Suspense fallback={null}>
      <NoticeDialog notice={notice} reload={reload} />
    </Suspense>
  );
}
