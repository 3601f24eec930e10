// The theme panel of spec §2: sidebar colour and light/dark, stored in the
// persisted theme slice so the choice survives a reload.
import { useId, useState } from 'react';
import styled from 'styled-components';
import { floatingButton } from '../../ui/floating';
import { Icon } from '../../ui/Icon';
import { useAppDispatch, useAppSelector } from '../hooks';
import {
  modeChosen,
  selectTheme,
  sidebarColourChosen,
  SIDEBAR_COLOURS,
  type ColourMode,
  type SidebarColour,
} from './themeSlice';
import { sidebarGradients } from './tokens';
import { media } from './media';

const Fab = styled.button`
  ${floatingButton}
  inset-inline-end: 16px;
  z-index: 22;
  width: 48px;
  height: 48px;
  border-radius: 50%;
  background: ${({ theme }) => theme.sidebar.gradient};
  cursor: pointer;
`;

const Panel = styled.div`
  position: fixed;
  inset-inline-end: 16px;
  bottom: 132px;
  z-index: 22;
  width: 250px;
  padding: 16px;
  border-radius: 6px;
  background: ${({ theme }) => theme.colors.card};
  border: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadow};
  fieldset {
    border: 0;
    margin: 0 0 12px;
    padding: 0;
  }
  legend {
    font-weight: 600;
    margin-bottom: 6px;
  }
  ${media.layout} {
    bottom: 80px;
  }
`;

const Options = styled.div`
  display: flex;
  gap: 8px;
`;

const Choice = styled.label<{ $colour?: SidebarColour }>`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-height: 44px;
  padding: 0 10px;
  border-radius: 6px;
  cursor: pointer;
  border: 1px solid ${({ theme }) => theme.colors.border};
  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.text};
  }
  &:has(input:focus-visible) {
    outline: 2px solid ${({ theme }) => theme.colors.info};
  }
  input {
    position: absolute;
    opacity: 0;
  }
  span.swatch {
    width: 18px;
    height: 18px;
    border-radius: 50%;
    background: ${({ $colour }) => ($colour ? `linear-gradient(${sidebarGradients[$colour].join(',')})` : 'none')};
  }
`;

const colourNames: Record<SidebarColour, string> = {
  primary: 'Rosa',
  blue: 'Azul',
  green: 'Verde',
};

const modeChoices: [ColourMode, string][] = [
  ['dark', 'Escuro'],
  ['light', 'Claro'],
];

export function ThemePanel() {
  const { sidebar, mode } = useAppSelector(selectTheme);
  const dispatch = useAppDispatch();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <>
      <Fab
        type="button"
        aria-label="Personalizar tema"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          setOpen((value) => !value);
        }}
      >
        <Icon name="palette" />
      </Fab>
      {open && (
        <Panel id={panelId} role="region" aria-label="Tema">
          <fieldset>
            <legend>Cor da barra lateral</legend>
            <Options>
              {SIDEBAR_COLOURS.map((colour) => (
                <Choice key={colour} $colour={colour}>
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
          </fieldset>
          <fieldset>
            <legend>Modo</legend>
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
          </fieldset>
        </Panel>
      )}
    </>
  );
}
