// Renders one component (not the whole router tree) with a fresh store, the
// real theme and a memory router — for feature tests that drive a screen part
// with fake timers. The providers are the render's wrapper, so the view's
// rerender(ui) keeps them: a test can hand the component new props.
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { makeStore, type RootState } from '../core/store';
import { AppThemeProvider } from '../core/theme/AppThemeProvider';

export function renderWithProviders(ui: ReactElement, preloadedState: Partial<RootState> = {}) {
  const store = makeStore(preloadedState);
  const view = render(ui, {
    wrapper: ({ children }: { children: ReactNode }) => (
      <Provider store={store}>
        <AppThemeProvider>
          <MemoryRouter>{children}</MemoryRouter>
        </AppThemeProvider>
      </Provider>
    ),
  });
  return { ...view, store };
}
