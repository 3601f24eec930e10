import type { Game } from '@velas/domain/schemas/casino';
import styled from 'styled-components';
import { tileImage } from './catalogue';

const Tile = styled.button`
  display: block;
  width: 100%;
  height: 100px;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius};
  overflow: hidden;
  background: ${({ theme }) => (theme.mode === 'dark' ? 'rgba(255,255,255,0.06)' : 'rgba(0,0,0,0.05)')};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: 0.8rem;
  cursor: pointer;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    display: block;
  }
`;

interface GameTileProps {
  game: Game;
  mobile: boolean;
  onLaunch: (game: Game) => void;
}

export function GameTile({ game, mobile, onLaunch }: GameTileProps) {
  return (
    <Tile
      type="button"
      onClick={() => {
        onLaunch(game);
      }}
    >
      <img src={tileImage(game, mobile)} alt={game.name} loading="lazy" />
    </Tile>
  );
}
