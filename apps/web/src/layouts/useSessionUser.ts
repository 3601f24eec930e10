// Asks for the `me` call (app/session/sessionListeners stores its id, cpf and
// user) and applies docs/product/accounts.md#session: on failure show the error, then after 2 s clear the
// session, which sends the person to /auth/login.
import { useEffect } from 'react';
import { useAppDispatch } from '../core/hooks.ts';
import { loggedOut } from '../core/session/sessionSlice.ts';
import { useMeQuery } from '../services/accountApi.ts';

export const ME_FAILURE_REDIRECT_MS = 2000;

export function useSessionUser() {
  const dispatch = useAppDispatch();
  const { error } = useMeQuery(undefined);

  useEffect(() => {
    if (!error) return;
    const timer = setTimeout(() => dispatch(loggedOut()), ME_FAILURE_REDIRECT_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [error, dispatch]);

  return { error };
}
