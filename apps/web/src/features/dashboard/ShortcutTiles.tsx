import { Link } from 'react-router';
import styled, { css } from 'styled-components';
import { links } from '../../app/config';
import { Icon, type IconName } from '../../ui/Icon';
import { media } from '../../app/theme/media';

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

const Tiles = styled.nav`
  display: grid;
  gap: 12px;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  ${media.layout} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
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
  return (
    <Tiles aria-label="Atalhos">
      {internalTiles.map((entry) => (
        <Internal key={entry.to} to={entry.to} relative="path">
          <Icon name={entry.icon} />
          {entry.label}
        </Internal>
      ))}
      <External href={links.lessons} target="_blank" rel="noreferrer">
        <Icon name="star" />
        Aulas
      </External>
    </Tiles>
  );
}
