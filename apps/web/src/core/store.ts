// makeStore(preloadedState) serves the app and every test. Only the session
// keys of docs/product/accounts.md#session and the theme choice are persisted
// (core/persistedState.ts), and apart from them whether this device answered
// the gate dialog (core/session/gateMemory.ts); never the RTK Query cache.
import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { api } from './api.ts';
import { persistChanges, readPersistedState } from './persistedState.ts';
import { readGateAnswered, rememberGateAnswer } from './session/gateMemory.ts';
import { gateSlice } from './session/gateSlice.ts';
import { sessionSlice } from './session/sessionSlice.ts';
import { themeSlice } from './theme/themeSlice.ts';

const rootReducer = combineReducers({
  [sessionSlice.reducerPath]: sessionSlice.reducer,
  [themeSlice.reducerPath]: themeSlice.reducer,
  [gateSlice.reducerPath]: gateSlice.reducer,
  [api.reducerPath]: api.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/**
 * The store, starting from what `storage` kept (when given) and then
 * `preloadedState`; with a storage, every change of the kept slices is written
 * back to it.
 */
export function makeStore(
  preloadedState?: Partial<RootState>,
  options: { storage?: Storage } = {},
) {
  const { storage } = options;
  const persisted = storage && readPersistedState(storage);
  // A session kept from an earlier visit is a sign-in on this device too.
  const gate = storage && {
    answered: readGateAnswered(storage) || Boolean(persisted?.session.apiToken),
  };
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: { ...persisted, ...(gate && { gate }), ...preloadedState },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware),
  });
  setupListeners(store.dispatch);
  if (storage) {
    persistChanges(store, storage);
    rememberGateAnswer(store, storage);
  }
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
