// Renders the real route tree at a path, on a fresh store, with the real theme.
import { renderInApp } from '@velas/web-testing/render';
import { MemoryRouter } from 'react-router';
import { AppRoutes } from '../app/router.tsx';
import { emptySession, type SessionState } from '../core/session/sessionSlice.ts';
import { makeStore, type RootState } from '../core/store.ts';
import { AppThemeProvider } from '../core/theme/AppThemeProvider.tsx';
import { routerAt } from './locationProbe.tsx';

export const signedIn: SessionState = {
  ...emptySession,
  apiToken: 'token-de-teste',
  expires: 3600,
  expirationDate: '2099-01-01T00:00:00.000Z',
  email: 'demo@example.com',
};

/** `storage` stands for the device's: what an earlier render kept, as after a reload. */
export function renderApp(
  path: string,
  preloadedState: Partial<RootState> = {},
  options: { storage?: Storage } = {},
) {
  const store = makeStore(preloadedState, options);
  const { router, probe } = routerAt(path);
  const view = renderInApp(
    <MemoryRouter initialEntries={[path]}>
      {probe}
      <AppRoutes />
    </MemoryRouter>,
    { store, Theme: AppThemeProvider },
  );
  return { ...view, router };
}
