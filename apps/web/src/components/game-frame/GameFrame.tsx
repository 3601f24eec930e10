import { GAME_BELOW_MESSAGE } from '@velas/domain/game-link';
import { HOME_PATH } from '@velas/domain/routes';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { Link } from 'react-router';
import styled, { css } from 'styled-components';
import { media } from '#/core/theme/media.ts';
import { usePublicSettings } from '#/services/settingsApi.ts';
import { Loading } from '#/ui/Spinner.tsx';
import { gameFrameCopy } from './copy.ts';
import { frameSource } from './frameSource.ts';

/**
 * A game scrolled to its top shows all of its playing area, its bet button
 * included, without scrolling while a round flies; a game that says what
 * follows it is shown whole, so the frame never scrolls inside the page.
 */
export const gameFrameHeight = (
  property: 'height' | 'min-height',
  { above = '0px', below = '0px' }: { above?: string; below?: string } = {},
) => css`
  ${property}: calc(
    max(
      360px,
      min(
        calc(
          100dvh - env(safe-area-inset-top) - ${({ theme }) => theme.bars.header} -
            ${({ theme }) => theme.space(4)} - ${above}
        ),
        760px
      )
    ) + ${below}
  );
  ${media.belowLayout} {
    ${property}: calc(
      max(
        360px,
        calc(
          100dvh - env(safe-area-inset-top) - env(safe-area-inset-bottom) -
            ${({ theme }) => theme.bars.header} - ${({ theme }) => theme.bars.bottom} -
            ${({ theme }) => theme.space(2)} - ${above}
        )
      ) + ${below}
    );
  }
`;

/**
 * A placeholder until the page has loaded: a black box read as a broken game.
 * Its own stacking context, so nothing in it ever draws over the app's bars.
 */
const Holder = styled.div`
  position: relative;
  isolation: isolate;
`;

const Placeholder = styled.div`
  position: absolute;
  inset: 0;
  display: grid;
  place-items: center;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.raised};
`;

/** Never a wall wider than the screen. */
const Frame = styled.iframe<{ $above: string; $below: number }>`
  display: block;
  width: 100%;
  ${({ $above, $below }) => gameFrameHeight('height', { above: $above, below: `${String($below)}px` })}
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.bg};
`;

/** A game taller than any screen is a game gone wrong: the frame stops growing there. */
const MAX_BELOW_PX = 4000;

/** Only that frame's messages count, and only a sane height. */
function useGameBelow(frame: RefObject<HTMLIFrameElement | null>): number {
  const [below, setBelow] = useState(0);
  useEffect(() => {
    const listen = (event: MessageEvent<unknown>) => {
      if (event.source === null || event.source !== frame.current?.contentWindow) return;
      const data = event.data;
      if (typeof data !== 'object' || data === null) return;
      const { type, height } = data as { type?: unknown; height?: unknown };
      if (type !== GAME_BELOW_MESSAGE || typeof height !== 'number' || !Number.isFinite(height))
        return;
      setBelow(Math.min(MAX_BELOW_PX, Math.max(0, Math.round(height))));
    };
    window.addEventListener('message', listen);
    return () => {
      window.removeEventListener('message', listen);
    };
  }, [frame]);
  return below;
}

const Unavailable = styled.div`
  display: grid;
  place-content: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 200px;
  padding: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(4)};
  text-align: center;
  color: ${({ theme }) => theme.colors.muted};
  border: 1px dashed ${({ theme }) => theme.colors.control};
  border-radius: ${({ theme }) => theme.radius.sm};
  p {
    margin: 0;
    font-weight: 600;
  }
`;

interface GameFrameProps {
  /** The start call's link (HTML or URL); the operator's betting site when there is none. */
  link: string | null | undefined;
  title: string;
  /** The start call is in flight: wait for it before saying the game is unavailable. */
  loading?: boolean;
  /** The height the screen keeps in sight above the game (a CSS length). */
  above?: string;
}

export function GameFrame({ link, title, loading = false, above = '0px' }: GameFrameProps) {
  const source = frameSource(link, usePublicSettings()?.gameFallbackUrl, window.location.origin);
  const frame = useRef<HTMLIFrameElement>(null);
  const below = useGameBelow(frame);
  // The page whose load event came: a new link loads anew.
  const [loaded, setLoaded] = useState<string | null>(null);
  const page = source === null ? null : source.kind === 'html' ? source.html : source.url;
  if (!source) {
    if (loading) return <Loading label={gameFrameCopy.loading} />;
    return (
      <Unavailable role="status" aria-label={title}>
        <p>{gameFrameCopy.unavailable}</p>
        <Link to={HOME_PATH}>{gameFrameCopy.backToDashboard}</Link>
      </Unavailable>
    );
  }
  const sized = {
    ref: frame,
    title,
    sandbox: source.sandbox,
    $above: above,
    $below: below,
    onLoad: () => {
      setLoaded(page);
    },
  };
  return (
    <Holder data-game-frame="">
      {source.kind === 'html' ? (
        <Frame {...sized} srcDoc={source.html} />
      ) : (
        <Frame {...sized} src={source.url} />
      )}
      {loaded !== page && (
        <Placeholder>
          <Loading label={gameFrameCopy.loading} />
        </Placeholder>
      )}
    </Holder>
  );
}
