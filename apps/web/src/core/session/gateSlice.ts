// The gate dialog "opens on load" (docs/product.md#gate-dialog): once per page
// load. Whoever answered "Já tenho conta", or came from registering, is not
// asked again when the app brings them back to the sign-in page (after Sair);
// the slice is not persisted, so a full reload asks again.
import { createSlice } from '@reduxjs/toolkit';

export const gateSlice = createSlice({
  name: 'gate',
  initialState: { answered: false },
  reducers: {
    gateAnswered(state) {
      state.answered = true;
    },
  },
});

export const { gateAnswered } = gateSlice.actions;
