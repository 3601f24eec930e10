import { useState } from 'react';
import { Provider } from 'react-redux';
import { createBrowserRouter, RouterProvider } from 'react-router';
import type { AppStore } from '../core/store.ts';
import { AppThemeProvider } from '../core/theme/AppThemeProvider.tsx';
import { routes } from './router.tsx';
import { reportScreenError } from './ScreenError.tsx';

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
