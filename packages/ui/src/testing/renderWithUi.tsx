import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { UiProvider } from '../theme';

/** Renders inside the same provider as the app and Storybook (Mantine theme + toasts). */
export function renderWithUi(ui: ReactElement) {
  return render(ui, { wrapper: UiProvider });
}
