import { lazy, Suspense } from 'react';
import { useServices } from '../base/services-context';
import { useStore } from '../base/use-store';

const AppDownloadDialog = lazy(() => import('./AppDownloadDialog'));

/** The one app download modal of the hub, opened through the app download service; the QR code's library loads on first use. */
export function AppDownloadHost() {
  const { appDownload } = useServices();
  const { open } = useStore(appDownload.state);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <AppDownloadDialog />
    </Suspense>
  );
}
