import { formatRtp } from '@velas/domain/protection';
import type { Game } from '@velas/domain/schemas/casino';
import { useId } from 'react';
import styled from 'styled-components';
import { media } from '../../core/theme/media';
import { visuallyHidden } from '../../ui/visuallyHidden';
import { tileImage } from './catalogue';
import { gamesCopy } from './copy';

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
  /* A game that does not open must not look like one that does: faded art under its label. */
  &:disabled {
    cursor: default;
    img {
      opacity: 0.35;
      filter: grayscale(1);
    }
  }
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

const Art = styled.span`
  position: relative;
  display: block;
`;

/** "Indisponível" over the faded art, in words, never only in grey. */
const Label = styled.span`
  position: absolute;
  inset-inline-start: ${({ theme }) => theme.space(1)};
  bottom: ${({ theme }) => theme.space(1)};
  padding: 2px ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radius.full};
  background: ${({ theme }) => theme.colors.raised};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.control};
  font-size: ${({ theme }) => theme.type.xs};
  font-weight: 600;
  white-space: nowrap;
`;

const Reason = styled.span`
  ${visuallyHidden}
`;

const Rtp = styled.small`
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

/**
 * A game's tile: a tap opens it. A game that is not connected (`playable`
 * false) says "Indisponível" over its faded art and opens with its frame
 * saying so beside its random-draw signal (decisions §10: the demo's other
 * games say honestly that they are not connected; docs/product.md#games-catalogue).
 */
export function GameTile({ game, mobile, firstScreen = false, onLaunch }: GameTileProps) {
  const rtpId = useId();
  const reasonId = useId();
  const described = [game.playable ? null : reasonId, game.rtp === null ? null : rtpId]
    .filter((id) => id !== null)
    .join(' ');
  return (
    <Tile
      type="button"
      title={game.name}
      aria-describedby={described === '' ? undefined : described}
      onClick={() => {
        onLaunch(game);
      }}
    >
      <Art>
        <img
          src={tileImage(game, mobile)}
          alt=""
          loading={firstScreen ? 'eager' : 'lazy'}
          fetchPriority={firstScreen ? 'high' : 'auto'}
        />
        {!game.playable && (
          // Both out of the button's name, which stays the game's; the reason describes it.
          <>
            <Label aria-hidden="true">{gamesCopy.unavailable}</Label>
            <Reason id={reasonId} aria-hidden="true">
              {gamesCopy.unavailableReason}
            </Reason>
          </>
        )}
      </Art>
      <Name>{game.name}</Name>
      {/* The name alone names the button; the RTP under it describes it. */}
      {game.rtp !== null && (
        <Rtp id={rtpId} aria-hidden="true">
          {formatRtp(game.rtp)}
        </Rtp>
      )}
    </Tile>
  );
}
