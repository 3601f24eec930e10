import { HOME_PATH } from '@velas/domain/routes';
import { Link } from 'react-router';
import styled, { css } from 'styled-components';
import { media } from '../../core/theme/media';
import { usePublicSettings } from '../../services/settingsApi';
import { Loading } from '../../ui/Spinner';
import { gameFrameCopy } from './copy';
import { frameSource } from './frameSource';

/**
 * The screen's height under the sticky header (and, on phones, above the
 * bottom navigation): a game scrolled to its top shows all of itself, its
 * bet button included, without scrolling while a round flies
 * (docs/product.md#game-frames). The card that opens the game holds the
 * same height while the game starts.
 */
export const gameFrameHeight = (property: 'height' | 'min-height') => css`
  ${property}: max(
    360px,
    min(
      calc(100dvh - env(safe-area-inset-top) - ${({ theme }) => theme.bars.header} - ${({
    theme,
  }) => theme.space(4)}),
      760px
    )
  );
  ${media.belowLayout} {
    ${property}: max(
      360px,
      calc(
        100dvh - env(safe-area-inset-top) - env(safe-area-inset-bottom) -
          ${({ theme }) => theme.bars.header} - ${({ theme }) => theme.bars.bottom} -
          ${({ theme }) => theme.space(2)}
      )
    );
  }
`;

/** Never a wall wider than the screen. */
const Frame = styled.iframe`
  display: block;
  width: 100%;
  ${gameFrameHeight('height')}
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.bg};
`;

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
}

export function GameFrame({ link, title, loading = false }: GameFrameProps) {
  const source = frameSource(link, usePublicSettings()?.gameFallbackUrl, window.location.origin);
  if (!source) {
    if (loading) return <Loading label={gameFrameCopy.loading} />;
    return (
      <Unavailable role="status" aria-label={title}>
        <p>{gameFrameCopy.unavailable}</p>
        <Link to={HOME_PATH}>{gameFrameCopy.backToDashboard}</Link>
      </Unavailable>
    );
  }
  return source.kind === 'html' ? (
    <Frame title={title} srcDoc={source.html} sandbox={source.sandbox} />
  ) : (
    <Frame title={title} src={source.url} sandbox={source.sandbox} />
  );
}
