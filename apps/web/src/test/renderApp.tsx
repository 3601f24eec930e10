// Renders the real route tree at a path, on a fresh store, with the real theme.
import { renderInApp } from '@velas/web-testing/render';
import { useEffect } from 'react';
import { MemoryRouter, useLocation, type Location } from 'react-router';
import { AppRoutes } from '../app/router';
import { emptySession, type SessionState } from '../core/session/sessionSlice';
import { makeStore, type RootState } from '../core/store';
import { AppThemeProvider } from '../core/theme/AppThemeProvider';

export const signedIn: SessionState = {
  ...emptySession,
  apiToken: 'token-de-teste',
  expires: 3600,
  expirationDate: '2099-01-01T00:00:00.000Z',
  email: 'demo@example.com',
};

/** Where the router is now (the tests' view of the address bar). */
interface RouterView {
  state: { location: Location };
}

function LocationProbe({ onChange }: { onChange: (location: Location) => void }) {
  const location = useLocation();
  useEffect(() => {
    onChange(location);
  }, [location, onChange]);
  return null;
}

/** `storage` stands for the device's: what an earlier render kept, as after a reload. */
export function renderApp(
  path: string,
  preloadedState: Partial<RootState> = {},
  options: { storage?: Storage } = {},
) {
  const store = makeStore(preloadedState, options);
  const router: RouterView = {
    state: { location: { pathname: path, search: '', hash: '', state: null, key: 'initial' } },
  };
  const view = renderInApp(
    <MemoryRouter initialEntries={[path]}>
      <LocationProbe
        onChange={(location) => {
          router.state.location = location;
        }}
      />
      <AppRoutes />
    </MemoryRouter>,
    { store, Theme: AppThemeProvider },
  );
  return { ...view, router };
}
