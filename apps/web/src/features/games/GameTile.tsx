import { rtpBadge, rtpInWords } from '@velas/domain/protection';
import type { Game } from '@velas/domain/schemas/casino';
import { useId } from 'react';
import styled from 'styled-components';
import { media } from '#/core/theme/media.ts';
import { tileImage } from './catalogue.ts';

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

/** No reserved second line, so the RTP follows the name without a gap. */
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

/* A badge, never split: the whole sentence wrapped onto five lines under the art. */
const Rtp = styled.small`
  align-self: start;
  padding: 0 ${({ theme }) => theme.space(1)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.type.xs};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
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
      {/* The name alone names the button; the RTP in words describes it, the
          badge shows it short, with the whole sentence on hover. */}
      {game.rtp !== null && (
        <>
          <Rtp aria-hidden="true" title={rtpInWords(game.rtp)}>
            {rtpBadge(game.rtp)}
          </Rtp>
          <span id={rtpId} hidden>
            {rtpInWords(game.rtp)}
          </span>
        </>
      )}
    </Tile>
  );
}
