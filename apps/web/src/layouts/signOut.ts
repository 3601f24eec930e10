import { api } from '../core/api.ts';
import { loggedOut } from '../core/session/sessionSlice.ts';
import type { AppDispatch } from '../core/store.ts';
import { accountApi } from '../services/accountApi.ts';
import { accountSecurityApi } from '../services/accountSecurityApi.ts';

/**
 * Sair: revoke the token on the server (best effort: a dead network must not
 * keep anyone signed in), forget the session keys and every cached answer.
 * The signed-in layout then sends the person to /auth/login.
 */
export async function signOut(dispatch: AppDispatch) {
  await dispatch(accountApi.endpoints.logout.initiate(undefined)).catch(() => undefined);
  dispatch(loggedOut());
  dispatch(api.util.resetApiState());
}

/** "Sair de todos os dispositivos": every session of the account ends, then this device signs out. */
export async function signOutEverywhere(dispatch: AppDispatch) {
  await dispatch(accountSecurityApi.endpoints.logoutEverywhere.initiate(undefined)).catch(
    () => undefined,
  );
  dispatch(loggedOut());
  dispatch(api.util.resetApiState());
}
