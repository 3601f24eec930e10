// makeStore(preloadedState) serves the app and every test. Only the session
// keys of docs/product.md#session and the theme choice are persisted; never the RTK Query cache.
import {
  combineReducers,
  configureStore,
  type Reducer,
  type UnknownAction,
} from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import {
  FLUSH,
  PAUSE,
  PERSIST,
  persistReducer,
  persistStore,
  PURGE,
  REGISTER,
  REHYDRATE,
} from 'redux-persist';
import storage from 'redux-persist/es/storage';
import { api } from './api';
import { gateSlice } from './session/gateSlice';
import { sessionSlice } from './session/sessionSlice';
import { themeSlice } from './theme/themeSlice';

const rootReducer = combineReducers({
  [sessionSlice.reducerPath]: sessionSlice.reducer,
  [themeSlice.reducerPath]: themeSlice.reducer,
  [gateSlice.reducerPath]: gateSlice.reducer,
  [api.reducerPath]: api.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

const persistConfig = {
  key: 'velas',
  version: 1,
  storage,
  whitelist: [sessionSlice.reducerPath, themeSlice.reducerPath],
};

export function makeStore(
  preloadedState?: Partial<RootState>,
  options: { persist?: boolean } = {},
) {
  // The persisted reducer only adds the `_persist` bookkeeping key; the state the
  // app reads is RootState either way.
  const reducer: Reducer<RootState, UnknownAction, Partial<RootState>> = options.persist
    ? (persistReducer(persistConfig, rootReducer) as unknown as typeof rootReducer)
    : rootReducer;
  const store = configureStore({
    reducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      }).concat(api.middleware),
  });
  setupListeners(store.dispatch);
  return store;
}

/** Starts writing and reading the persisted keys; the app shows nothing until they are read. */
export function startPersistence(store: AppStore) {
  return persistStore(store);
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
