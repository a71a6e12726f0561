import { AlertDialog } from 'radix-ui';
import { type ReactNode, Suspense } from 'react';
import type { ErrorNotice } from '../../domain/errors/error-presentation';
import { HubServices } from '../base/HubServices';
import { useShellServices } from '../base/services-context';
import { CoolingOffNotice } from './notices/CoolingOffNotice';
import { GenericNotice } from './notices/GenericNotice';
import { useReturnFocus } from '../base/use-return-focus';
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
 * It cannot be dismissed by a click outside; Escape or its buttons close it and focus goes back.
 */
export default function NoticeDialog({ notice, reload = () => location.reload() }: Props) {
  const { notices } = useShellServices();
  const returnFocus = useReturnFocus();
  return (
    <AlertDialog.Root open onOpenChange={(open) => !open && notices.dismissAlert()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="overlay overlay--modal" />
        <AlertDialog.Content className="modal notice" data-code={notice.code} onCloseAutoFocus={returnFocus}>
          {notice.extras.includes('cooling_off_modal') ? (
            <WithHub>
              <CoolingOffNotice notice={notice} />
            </WithHub>
          ) : notice.extras.includes('verification_flow') ? (
            <WithHub>
              <RestrictedFeatureNotice notice={notice} />
            </WithHub>
          ) : (
            <GenericNotice notice={notice} onReload={reload} />
          )}
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

/** The cooling-off and verification bodies work with the hub's services (loaded first if the notice comes before the hub). */
const WithHub = ({ children }: { readonly children: ReactNode }) => (
  <Suspense fallback={null}>
    <HubServices>{children}</HubServices>
  </Suspense>
);
