import { GAME_IDS } from '@velas/domain/constants';
import { PLAY_PARAM, titleForPath } from '@velas/domain/routes';
import { ChartColumnBig, CircleDot, Clock3, Gamepad2, GraduationCap, Plane } from 'lucide-react';
import { Link } from 'react-router';
import styled, { css } from 'styled-components';
import {
  usePlayableSignalScreens,
  type SignalScreenPath,
} from '#/components/game-frame/useSignalGamePlayable.ts';
import { usePublicSettings } from '#/services/settingsApi.ts';
import { Icon, type LucideIcon } from '#/ui/Icon.tsx';
import { dashboardCopy } from './copy.ts';

const tile = css`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  min-height: 64px;
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)}`};
  border-radius: ${({ theme }) => theme.radius.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  min-width: 0;
  overflow-wrap: break-word;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  font-weight: 600;
  box-shadow: ${({ theme }) => theme.shadow.low};
  svg {
    flex: none;
    color: ${({ theme }) => theme.colors.primary};
  }
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

/*
 * Two a row, the icon above its label: beside it, a 360 px phone leaves a
 * label under 100 px and "Histórico Aviator" wraps; above it, the label has
 * the tile's whole width and stays on one line at 360, in the small size.
 */
const stacked = css`
  ${tile}
  flex-direction: column;
  justify-content: center;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(2)}`};
  font-size: ${({ theme }) => theme.type.sm};
  text-align: center;
`;

const Internal = styled(Link)`
  ${stacked}
`;
const External = styled.a`
  ${stacked}
`;

/** The one-tap game: a whole row, first, in the accent's outline (the filled action stays the screen's one). */
const Play = styled(Link)`
  ${tile}
  grid-column: 1 / -1;
  border: 2px solid ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.type.md};
`;

// One name per place: a tile says what the menu and the screen's title say.
// The games come first: playing is what most players open the app for. A
// signal screen's tile shows only when its game plays in this house.
const internalTiles: { to: string; label: string; icon: LucideIcon; signals?: SignalScreenPath }[] =
  [
    { to: '../games', label: titleForPath('/games'), icon: Gamepad2 },
    { to: '../history-aviator', label: titleForPath('/history-aviator'), icon: ChartColumnBig },
    { to: '../horarios', label: titleForPath('/horarios'), icon: Clock3 },
    { to: '../roletas', label: titleForPath('/roletas'), icon: CircleDot, signals: '/roletas' },
  ];

/** A lone last tile fills its row rather than leaving half of it empty. */
const Tiles = styled.nav`
  display: grid;
  gap: 12px;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  align-content: start;
  > :last-child:nth-child(even) {
    grid-column: 1 / -1;
  }
`;

export function ShortcutTiles() {
  const lessons = usePublicSettings()?.links.lessons;
  const playable = usePlayableSignalScreens();
  return (
    <Tiles aria-label={dashboardCopy.shortcuts}>
      <Play to={`../games?${PLAY_PARAM}=${String(GAME_IDS.aviator)}`} relative="path">
        <Icon icon={Plane} />
        {dashboardCopy.playAviator}
      </Play>
      {internalTiles
        .filter((entry) => entry.signals === undefined || playable(entry.signals) === true)
        .map((entry) => (
          <Internal key={entry.to} to={entry.to} relative="path">
            <Icon icon={entry.icon} />
            {entry.label}
          </Internal>
        ))}
      {lessons && (
        <External href={lessons} target="_blank" rel="noreferrer">
          <Icon icon={GraduationCap} />
          {dashboardCopy.lessons}
        </External>
      )}
    </Tiles>
  );
}
