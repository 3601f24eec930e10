// The providers are the render's wrapper, so the view's rerender(ui) keeps them.
import type { Store } from '@reduxjs/toolkit';
import { render } from '@testing-library/react';
import type { ComponentType, ReactElement, ReactNode } from 'react';
import { Provider } from 'react-redux';

interface AppProviders<S extends Store> {
  store: S;
  Theme: ComponentType<{ children: ReactNode }>;
  around?: (children: ReactNode) => ReactNode;
}

export function renderInApp<S extends Store>(
  ui: ReactElement,
  { store, Theme, around = (children) => children }: AppProviders<S>,
) {
  const view = render(ui, {
    wrapper: ({ children }: { children: ReactNode }) => (
      <Provider store={store}>
        <Theme>{around(children)}</Theme>
      </Provider>
    ),
  });
  return { ...view, store };
}
