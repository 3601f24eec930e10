// The keys kept locally after login and after the `me` and
// transactions calls. Kept across reloads by core/persistedState.ts.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface SessionState {
  apiToken: string | null;
  /** Seconds the token was issued for (login's expires_in). */
  expires: number | null;
  /** ISO instant the token expires. */
  expirationDate: string | null;
  email: string | null;
  /** The platform user's id (me call). */
  id: number | null;
  /** The user's own CPF digits (me call); they see it, so it is not masked. */
  cpf: string | null;
  /** The user's name (me call). */
  user: string | null;
  /**
   * The transactions response id, used for the second system; set by
   * the transactions call (services/walletApi.ts).
   */
  userId: number | null;
}

/** What a sign-in answers: the token, its lifetime in seconds and its expiry instant. */
interface SignInAnswer {
  access_token: string;
  expires_in: number;
  expirationDate: string;
}

type SignedIn = Pick<SessionState, 'email'> & {
  apiToken: string;
  expires: number;
  expirationDate: string;
};

export const emptySession: SessionState = {
  apiToken: null,
  expires: null,
  expirationDate: null,
  email: null,
  id: null,
  cpf: null,
  user: null,
  userId: null,
};

export const sessionSlice = createSlice({
  name: 'session',
  initialState: emptySession,
  reducers: {
    /**
     * A sign-in's answer (password, registration or e-mail link), the one
     * place its fields become the session: the e-mail kept as the api
     * compares it, trimmed and lower-case.
     */
    loggedIn: {
      reducer: (_state, action: PayloadAction<SignedIn>) => ({
        ...emptySession,
        ...action.payload,
      }),
      prepare: (answer: SignInAnswer, email: string) => ({
        payload: {
          apiToken: answer.access_token,
          expires: answer.expires_in,
          expirationDate: answer.expirationDate,
          email: email.trim().toLowerCase(),
        },
      }),
    },
    userLoaded(state, action: PayloadAction<{ id: number; cpf: string; user: string }>) {
      Object.assign(state, action.payload);
    },
    userIdLoaded(state, action: PayloadAction<number>) {
      state.userId = action.payload;
    },
    loggedOut() {
      return emptySession;
    },
  },
  selectors: {
    selectApiToken: (session) => session.apiToken,
    selectSession: (session) => session,
  },
});

export const { loggedIn, userLoaded, userIdLoaded, loggedOut } = sessionSlice.actions;
export const { selectApiToken, selectSession } = sessionSlice.selectors;
