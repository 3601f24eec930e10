// The raw react-redux hooks are banned by lint.
import type { Dispatch } from '@reduxjs/toolkit';
// eslint-disable-next-line no-restricted-imports -- the one place the raw hooks are typed
import { useDispatch, useSelector } from 'react-redux';

interface StoreLike {
  getState: () => unknown;
  dispatch: Dispatch;
}

export function typedHooks<Store extends StoreLike>() {
  return {
    useAppDispatch: useDispatch.withTypes<Store['dispatch']>(),
    useAppSelector: useSelector.withTypes<ReturnType<Store['getState']>>(),
  };
}
