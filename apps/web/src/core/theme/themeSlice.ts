// The theme panel's choices, remembered across reloads.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export const SIDEBAR_COLOURS = ['primary', 'blue', 'green'] as const;
export type SidebarColour = (typeof SIDEBAR_COLOURS)[number];
export type ColourMode = 'dark' | 'light';

export interface ThemeState {
  sidebar: SidebarColour;
  mode: ColourMode;
}

const initialState: ThemeState = { sidebar: 'primary', mode: 'dark' };

export const themeSlice = createSlice({
  name: 'theme',
  initialState,
  reducers: {
    sidebarColourChosen(state, action: PayloadAction<SidebarColour>) {
      state.sidebar = action.payload;
    },
    modeChosen(state, action: PayloadAction<ColourMode>) {
      state.mode = action.payload;
    },
  },
  selectors: {
    selectTheme: (theme) => theme,
  },
});

export const { sidebarColourChosen, modeChosen } = themeSlice.actions;
export const { selectTheme } = themeSlice.selectors;
