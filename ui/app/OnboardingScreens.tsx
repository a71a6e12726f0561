import { HubServices } from '../base/HubServices';
import { HubTexts } from '../hub/HubTexts';
import { WithTexts } from '../base/i18n/WithTexts';
import { onboardingMessagesEn } from '../onboarding/messages.en';
import { RouteGate } from '../shared/RouteGate';
import LockedPage from '../onboarding/LockedPage';
import SignupRoutes from '../onboarding/SignupRoutes';
import UnsupportedCountryPage from '../onboarding/UnsupportedCountryPage';

/**
 * The screens outside /login and /hub, loaded lazily with the hub's services and texts: the sign-up
 * steps, the unsupported-country page and the lock screen. `screen` names which the app's route matched.
 */
export default function OnboardingScreens({ screen }: { readonly screen: 'signup' | 'unsupported' | 'locked' }) {
  return (
    <HubServices>
      <HubTexts>
        <WithTexts english={onboardingMessagesEn}>
          {screen === 'signup' && <SignupRoutes />}
          {screen === 'unsupported' && (
            <RouteGate>
              <UnsupportedCountryPage />
            </RouteGate>
          )}
          {screen === 'locked' && <LockedPage />}
        </WithTexts>
      </HubTexts>
    </HubServices>
  );
}
