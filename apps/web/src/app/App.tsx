import { Provider } from 'react-redux';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { PersistGate } from 'redux-persist/integration/react';
import { routes } from './routes';
import type { AppStore } from './store';
import type { Persistor } from 'redux-persist';
import { AppThemeProvider } from './theme/AppThemeProvider';

const router = createBrowserRouter(routes);

export function App({ store, persistor }: { store: AppStore; persistor: Persistor }) {
  return (
    <Provider store={store}>
      <PersistGate loading={null} persistor={persistor}>
        <AppThemeProvider>
          <RouterProvider router={router} />
        </AppThemeProvider>
      </PersistGate>
    </Provider>
  );
}
