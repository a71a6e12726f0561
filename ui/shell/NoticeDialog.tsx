import { type ReactNode, Suspense } from 'react';
import type { ErrorNotice } from '../../domain/errors/error-presentation';
import { HubServices } from '../base/HubServices';
import { CoolingOffNotice } from './notices/CoolingOffNotice';
import { GenericNotice } from './notices/GenericNotice';
import { RestrictedFeatureNotice } from './notices/RestrictedFeatureNotice';

interface Props {
  readonly notice: ErrorNotice;
  /** Reloads the page (the warning dialog's refresh button); the browser's by default. */
  readonly reload?: () => void;
}

/**
 * The app-wide notice dialog: one notice at a time from the notice service, drawn as the error
 * catalogue says (loaded when first needed). Its extras pick the body: 'cooling_off_modal' the UK
 * cooling-off dialog with the time left, 'verification_flow' enhanced due diligence or
 * verification, anything else the catalogue's title and message (with a refresh button when asked).
 * Each is an AlertModal (NoticeFrame): no click outside dismisses it; Escape or its buttons close it and focus goes back.
 */
export default function NoticeDialog({ notice, reload = () => location.reload() }: Props) {
  if (notice.extras.includes('cooling_off_modal')) {
    return (
      <WithHub>
        <CoolingOffNotice notice={notice} />
      </WithHub>
    );
  }
  if (notice.extras.includes('verification_flow')) {
    return (
      <WithHub>
        <RestrictedFeatureNotice notice={notice} />
      </WithHub>
    );
  }
  return <GenericNotice notice={notice} onReload={reload} />;
}

/** The cooling-off and verification bodies work with the hub's services (loaded first if the notice comes before the hub). */
const WithHub = ({ children }: { readonly children: ReactNode }) => (
  <Suspense fallback={null}>
    <HubServices>{children}</HubServices>
  </Suspense>
);
