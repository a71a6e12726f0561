import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nProvider } from '../../ui/i18n/I18nProvider';
import { AllHubTexts } from './all-hub-texts';

/** Renders a component inside the app's i18n provider, with the hub's texts. */
export const renderWithIntl = (element: ReactElement) =>
  render(
    <I18nProvider>
      <AllHubTexts>{element}</AllHubTexts>
    </I18nProvider>,
  );
