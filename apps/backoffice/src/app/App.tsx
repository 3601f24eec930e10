import { useState } from 'react';
import { Provider } from 'react-redux';
import { createBrowserRouter, RouterProvider } from 'react-router';
import type { AppStore } from '../core/store';
import { AppThemeProvider } from '../core/theme/AppThemeProvider';
import { routes } from './router';
import { reportScreenError } from './ScreenError';

export function App({ store }: { store: AppStore }) {
  const [router] = useState(() => createBrowserRouter(routes));
  return (
    <Provider store={store}>
      <AppThemeProvider>
        <RouterProvider router={router} onError={reportScreenError} />
      </AppThemeProvider>
    </Provider>
  );
}
