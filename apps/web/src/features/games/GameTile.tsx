import { rtpInWords } from '@velas/domain/protection';
import type { Game } from '@velas/domain/schemas/casino';
import { useId } from 'react';
import styled from 'styled-components';
import { media } from '../../core/theme/media';
import { tileImage } from './catalogue';

const Tile = styled.button`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  width: 100%;
  min-width: 0;
  padding: 0;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  text-align: start;
  cursor: pointer;
  align-self: start;
  img {
    width: 100%;
    aspect-ratio: 1;
    object-fit: cover;
    display: block;
    border-radius: ${({ theme }) => theme.radius.sm};
    /* The tile's place shows while its image loads (lazily, below the fold). */
    background: ${({ theme }) => theme.colors.raised};
    ${media.tiles} {
      aspect-ratio: 16 / 10;
    }
  }
`;

/**
 * The name as text under the art (the art has none): two lines at most, whole
 * words only, the whole name in the title and the button's name. No reserved
 * second line, so the RTP follows the name without a gap.
 */
const Name = styled.span`
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  overflow: hidden;
  font-size: ${({ theme }) => theme.type.sm};
  font-weight: 600;
  line-height: 1.3;
  overflow-wrap: normal;
  hyphens: none;
`;

const Rtp = styled.small`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.type.xs};
  font-variant-numeric: tabular-nums;
  /* The return in words is a short sentence: it wraps inside the tile. */
  text-wrap: balance;
`;

interface GameTileProps {
  game: Game;
  mobile: boolean;
  /** On the first screen when it opens: loaded eagerly and first. */
  firstScreen?: boolean;
  onLaunch: (game: Game) => void;
}

/** A game's tile: a tap opens it (the lobby lists only games that open). */
export function GameTile({ game, mobile, firstScreen = false, onLaunch }: GameTileProps) {
  const rtpId = useId();
  return (
    <Tile
      type="button"
      title={game.name}
      aria-describedby={game.rtp === null ? undefined : rtpId}
      onClick={() => {
        onLaunch(game);
      }}
    >
      <img
        src={tileImage(game, mobile)}
        alt=""
        loading={firstScreen ? 'eager' : 'lazy'}
        fetchPriority={firstScreen ? 'high' : 'auto'}
      />
      <Name>{game.name}</Name>
      {/* The name alone names the button; the RTP under it describes it. */}
      {game.rtp !== null && (
        <Rtp id={rtpId} aria-hidden="true">
          {rtpInWords(game.rtp)}
        </Rtp>
      )}
    </Tile>
  );
}
