// A 401 on a signed-in screen means the session ended (15 idle minutes,
// disabled, signed out elsewhere).
import { createApi, fetchBaseQuery, type FetchArgs } from '@reduxjs/toolkit/query/react';
import { backofficeTexts } from '@velas/domain/backoffice/texts';
import { normalisedBaseQuery, refusedAnswers } from '@velas/web-core/base-query';
import { sessionEnded, type SessionState } from './session.ts';

export interface OpsRequest extends FetchArgs {
  /** A fresh code of the authenticator app, for the money actions (`x-totp`). */
  totp?: string;
}

const baseQuery = normalisedBaseQuery<string | OpsRequest>({
  // Absolute, from the page's own origin: the ops listener serves the app and its api.
  fetch: fetchBaseQuery({
    baseUrl: `${window.location.origin}/ops-api`,
    credentials: 'same-origin',
  }),
  toFetchArgs(request) {
    const { totp, ...args } = typeof request === 'string' ? { url: request } : request;
    const headers = new Headers(args.headers as HeadersInit | undefined);
    if (totp !== undefined) headers.set('x-totp', totp);
    return { ...args, headers };
  },
  onUnauthenticated({ getState, dispatch }) {
    if ((getState() as { session: SessionState }).session.me !== null)
      dispatch(endSession(backofficeTexts.sessionExpired));
  },
});

export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  ...refusedAnswers,
  tagTypes: ['Me', 'Player', 'Queue', 'Proposal', 'Staff'],
  endpoints: () => ({}),
});

/** The session ended: back to sign-in with `notice`, nothing of the last staff member cached. */
export const endSession =
  (notice: string | null) => (dispatch: (action: { type: string }) => unknown) => {
    dispatch(sessionEnded(notice));
    dispatch(api.util.resetApiState());
  };
