import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router';
import type { AppStore } from '../core/store';
import { AppThemeProvider } from '../core/theme/AppThemeProvider';
import { AppRoutes } from './router';

/**
 * The whole app. main.tsx renders it once the persisted keys have been read,
 * so there is no PersistGate: the gate renders nothing on its first pass and
 * the app only when it mounts, and that second render is synchronous. It threw
 * away the first render's time slicing and built every screen in one long task
 * (docs/architecture.md#measurements).
 */
export function App({ store }: { store: AppStore }) {
  return (
    <Provider store={store}>
      <AppThemeProvider>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppThemeProvider>
    </Provider>
  );
}
