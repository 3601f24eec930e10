// Renders one component (not the whole router tree) with a fresh store, the
// real theme and a memory router at "/" — for feature tests that drive a
// screen part on its own. The providers are the render's wrapper, so the
// view's rerender(ui) keeps them: a test can hand the component new props.
// `router` says where the component navigated to.
import { renderInApp } from '@velas/web-testing/render';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { makeStore, type RootState } from '../core/store.ts';
import { AppThemeProvider } from '../core/theme/AppThemeProvider.tsx';
import { routerAt } from './locationProbe.tsx';

export function renderWithProviders(ui: ReactElement, preloadedState: Partial<RootState> = {}) {
  const { router, probe } = routerAt('/');
  const view = renderInApp(ui, {
    store: makeStore(preloadedState),
    Theme: AppThemeProvider,
    around: (children) => (
      <MemoryRouter>
        {probe}
        {children}
      </MemoryRouter>
    ),
  });
  return { ...view, router };
}
