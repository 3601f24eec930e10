// Renders the real router tree at a path, on a fresh store, with the real theme.
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { emptySession, type SessionState } from '../app/session/sessionSlice';
import { routes } from '../app/routes';
import { makeStore, type RootState } from '../app/store';
import { AppThemeProvider } from '../app/theme/AppThemeProvider';

export const signedIn: SessionState = {
  ...emptySession,
  apiToken: 'token-de-teste',
  expires: 3600,
  expirationDate: '2099-01-01T00:00:00.000Z',
  email: 'demo@example.com',
};

export function renderApp(path: string, preloadedState: Partial<RootState> = {}) {
  const store = makeStore(preloadedState);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <Provider store={store}>
      <AppThemeProvider>
        <RouterProvider router={router} />
      </AppThemeProvider>
    </Provider>,
  );
  return { ...view, store, router };
}
