// The theme section of the user menu.
// The sidebar colour is offered only where the sidebar is fixed: on a phone the
// menu is a drawer, and a colour for it is noise beside money actions.
import styled from 'styled-components';
import { useMediaQuery } from '#/lib/useMediaQuery.ts';
import { useAppDispatch, useAppSelector } from '../hooks.ts';
import { sidebarPalettes } from './appTheme.ts';
import { themeCopy } from './copy.ts';
import { mediaQueries } from './media.ts';
import {
  modeChosen,
  selectTheme,
  sidebarColourChosen,
  SIDEBAR_COLOURS,
  type ColourMode,
  type SidebarColour,
} from './themeSlice.ts';

const Group = styled.fieldset`
  border: 0;
  margin: 0 0 ${({ theme }) => theme.space(3)};
  padding: 0;
  legend {
    font-size: ${({ theme }) => theme.type.sm};
    font-weight: 650;
    color: ${({ theme }) => theme.colors.muted};
    margin-bottom: ${({ theme }) => theme.space(2)};
  }
`;

const Options = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

const Choice = styled.label<{ $swatch?: string }>`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: ${({ theme }) => theme.touch};
  padding: 0 ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.sm};
  cursor: pointer;
  border: 1px solid ${({ theme }) => theme.colors.control};
  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primary};
    box-shadow: inset 0 0 0 1px ${({ theme }) => theme.colors.primary};
  }
  &:has(input:focus-visible) {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
  }
  input {
    position: absolute;
    opacity: 0;
    inset: 0;
    margin: 0;
  }
  span.swatch {
    width: 16px;
    height: 16px;
    border-radius: 50%;
    border: 2px solid ${({ theme }) => theme.colors.control};
    background: ${({ $swatch }) => $swatch ?? 'none'};
  }
`;

const colourNames: Record<SidebarColour, string> = {
  primary: 'Padrão',
  blue: 'Azul',
  green: 'Verde',
};

const modeChoices: [ColourMode, string][] = [
  ['dark', 'Escuro'],
  ['light', 'Claro'],
];

export function ThemeSettings() {
  const { sidebar, mode } = useAppSelector(selectTheme);
  const dispatch = useAppDispatch();
  const fixedSidebar = useMediaQuery(mediaQueries.layout);
  return (
    <div role="group" aria-label={themeCopy.title}>
      <Group>
        <legend>{themeCopy.mode}</legend>
        <Options>
          {modeChoices.map(([choice, name]) => (
            <Choice key={choice}>
              <input
                type="radio"
                name="mode"
                checked={mode === choice}
                onChange={() => dispatch(modeChosen(choice))}
              />
              {name}
            </Choice>
          ))}
        </Options>
      </Group>
      {fixedSidebar && (
        <Group>
          <legend>{themeCopy.sidebarColour}</legend>
          <Options>
            {SIDEBAR_COLOURS.map((colour) => (
              <Choice key={colour} $swatch={sidebarPalettes[mode][colour].active}>
                <input
                  type="radio"
                  name="sidebar-colour"
                  value={colour}
                  checked={sidebar === colour}
                  onChange={() => dispatch(sidebarColourChosen(colour))}
                />
                <span className="swatch" aria-hidden="true" />
                {colourNames[colour]}
              </Choice>
            ))}
          </Options>
        </Group>
      )}
    </div>
  );
}
