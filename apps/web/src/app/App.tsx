import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router';
import type { AppStore } from '../core/store.ts';
import { AppThemeProvider } from '../core/theme/AppThemeProvider.tsx';
import { AppRoutes } from './router.tsx';

/**
 * The whole app. The store already holds the persisted keys (read
 * synchronously when it was made), so there is no PersistGate: the gate
 * rendered nothing on its first pass and the app only when it mounted, and
 * that second render was synchronous. It threw away the first render's time
 * slicing and built every screen in one long task
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
