import styled from 'styled-components';
import { links } from '../../app/config';
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

const Unavailable = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(4)};
  text-align: center;
  color: ${({ theme }) => theme.colors.muted};
  border: 1px dashed ${({ theme }) => theme.colors.control};
  border-radius: ${({ theme }) => theme.radius.sm};
`;

export const GAME_UNAVAILABLE = 'Jogo indisponível no momento';

interface GameFrameProps {
  /** The start call's link (HTML or URL); the betting site when there is none. */
  link: string | null | undefined;
  title: string;
}

/** The game, or a plain sentence when there is nothing to show: never an empty (about:blank) box. */
export function GameFrame({ link, title }: GameFrameProps) {
  const source = frameSource(link, links.bettingSite, window.location.origin);
  if (source.kind === 'url' && source.url === 'about:blank')
    return <Unavailable role="status">{GAME_UNAVAILABLE}</Unavailable>;
  return source.kind === 'html' ? (
    <Frame title={title} srcDoc={source.html} sandbox={source.sandbox} />
  ) : (
    <Frame title={title} src={source.url} sandbox={source.sandbox} />
  );
}
