// Who is signed in (the api's `me` answer) and the message the sign-in screen
// shows after a session ends. The session itself is the api's httpOnly cookie.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { StaffMe } from '@velas/domain/schemas/backoffice/staff';

export interface SessionState {
  me: StaffMe | null;
  /** Shown once on the sign-in screen (the session expired, the staff signed out). */
  notice: string | null;
}

const initialState: SessionState = { me: null, notice: null };

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    signedIn(state, action: PayloadAction<StaffMe>) {
      state.me = action.payload;
      state.notice = null;
    },
    sessionEnded(state, action: PayloadAction<string | null>) {
      state.me = null;
      state.notice = action.payload;
    },
  },
});

export const { signedIn, sessionEnded } = sessionSlice.actions;
