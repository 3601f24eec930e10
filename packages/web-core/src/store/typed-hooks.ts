// The react-redux hooks typed by an app's store (the raw ones are banned by
// lint): each app binds them once (apps/web/src/core/hooks.ts,
// apps/backoffice/src/core/hooks.ts).
import type { Dispatch } from '@reduxjs/toolkit';
// eslint-disable-next-line no-restricted-imports -- the one place the raw hooks are typed
import { useDispatch, useSelector } from 'react-redux';

/** The store's shape the hooks read: its state and its dispatch. */
interface StoreLike {
  getState: () => unknown;
  dispatch: Dispatch;
}

/** `useAppDispatch` and `useAppSelector` typed by the app's store type. */
export function typedHooks<Store extends StoreLike>() {
  return {
    useAppDispatch: useDispatch.withTypes<Store['dispatch']>(),
    useAppSelector: useSelector.withTypes<ReturnType<Store['getState']>>(),
  };
}
