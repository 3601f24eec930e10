import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router';
import type { AppStore } from '../core/store.ts';
import { AppThemeProvider } from '../core/theme/AppThemeProvider.tsx';
import { AppRoutes } from './router.tsx';

/**
 * No PersistGate: the store already holds the persisted keys, and the gate's
 * second, synchronous render threw away the first render's time slicing
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
