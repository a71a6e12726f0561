import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nProvider } from '../../ui/i18n/i18n';

/** Renders a component inside the app's i18n provider. */
export const renderWithIntl = (element: ReactElement) => render(<I18nProvider>{element}</I18nProvider>);
