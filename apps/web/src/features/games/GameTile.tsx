import { formatRtp } from '@velas/domain/protection';
import type { Game } from '@velas/domain/schemas/casino';
import { useId } from 'react';
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
  const rtpId = useId();
  return (
    <Tile
      type="button"
      aria-label={game.name}
      aria-describedby={game.rtp === null ? undefined : rtpId}
      onClick={() => {
        onLaunch(game);
      }}
    >
      <img src={tileImage(game, mobile)} alt={game.name} loading="lazy" />
      {game.rtp !== null && <small id={rtpId}>{formatRtp(game.rtp)}</small>}
    </Tile>
  );
}
