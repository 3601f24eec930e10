// Renders one component (not the whole router tree) with a fresh store, the
// real theme and a memory router — for feature tests that drive a screen part
// with fake timers.
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { makeStore, type RootState } from '../core/store';
import { AppThemeProvider } from '../core/theme/AppThemeProvider';

export function renderWithProviders(ui: ReactElement, preloadedState: Partial<RootState> = {}) {
  const store = makeStore(preloadedState);
  const view = render(
    <Provider store={store}>
      <AppThemeProvider>
        <MemoryRouter>{ui}</MemoryRouter>
      </AppThemeProvider>
    </Provider>,
  );
  return { ...view, store };
}
