import { Link } from 'react-router';
import styled, { css } from 'styled-components';
import { usePublicSettings } from '../../services/settingsApi';
import { Icon, type IconName } from '../../ui/Icon';
import { TileGrid } from '../../ui/Card';

const tile = css`
  display: flex;
  align-items: center;
  gap: 12px;
  min-height: 64px;
  padding: 14px 16px;
  border-radius: 6px;
  background: ${({ theme }) => theme.colors.card};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  font-weight: 600;
  box-shadow: ${({ theme }) => theme.shadow};
  &:hover {
    outline: 1px solid ${({ theme }) => theme.sidebar.to};
  }
`;

const Internal = styled(Link)`
  ${tile}
`;
const External = styled.a`
  ${tile}
`;

const internalTiles: { to: string; label: string; icon: IconName }[] = [
  { to: '../history-aviator', label: 'Histórico Aviator', icon: 'chart' },
  { to: '../horarios', label: 'Sinais por Horário', icon: 'clock' },
  { to: '../roletas', label: 'Sinais Roletas', icon: 'games' },
];

export function ShortcutTiles() {
  const lessons = usePublicSettings()?.links.lessons;
  return (
    <TileGrid as="nav" aria-label="Atalhos">
      {internalTiles.map((entry) => (
        <Internal key={entry.to} to={entry.to} relative="path">
          <Icon name={entry.icon} />
          {entry.label}
        </Internal>
      ))}
      {lessons && (
        <External href={lessons} target="_blank" rel="noreferrer">
          <Icon name="star" />
          Aulas
        </External>
      )}
    </TileGrid>
  );
}
