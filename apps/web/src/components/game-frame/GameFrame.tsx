import { HOME_PATH } from '@velas/domain/routes';
import { Link } from 'react-router';
import styled from 'styled-components';
import { usePublicSettings } from '../../services/settingsApi';
import { Loading } from '../../ui/Spinner';
import { gameFrameCopy } from './copy';
import { frameSource } from './frameSource';

/** Sized to the phone: most of the height below the header, never a wall wider than the screen. */
const Frame = styled.iframe`
  display: block;
  width: 100%;
  height: min(75dvh, 720px);
  min-height: 360px;
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
