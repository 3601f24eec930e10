import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router';
import type { Persistor } from 'redux-persist';
import { PersistGate } from 'redux-persist/integration/react';
import { AppRoutes } from './router';
import type { AppStore } from './store';
import { AppThemeProvider } from './theme/AppThemeProvider';

export function App({ store, persistor }: { store: AppStore; persistor: Persistor }) {
  return (
    <Provider store={store}>
      <PersistGate loading={null} persistor={persistor}>
        <AppThemeProvider>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </AppThemeProvider>
      </PersistGate>
    </Provider>
  );
}
