// The gate dialog "opens on load" until this
// device has answered it: "Já tenho conta", coming from the registration form
// or any sign-in all mean the person has an account, so a returning player
// opens on the form. The answer is kept apart from the session
// (core/session/gateMemory.ts), so signing out does not ask again.
import { createSlice } from '@reduxjs/toolkit';
import { loggedIn } from './sessionSlice.ts';

export const gateSlice = createSlice({
  name: 'gate',
  initialState: { answered: false },
  reducers: {
    gateAnswered(state) {
      state.answered = true;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(loggedIn, (state) => {
      state.answered = true;
    });
  },
});

export const { gateAnswered } = gateSlice.actions;
