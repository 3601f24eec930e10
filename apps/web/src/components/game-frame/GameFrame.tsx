import styled from 'styled-components';
import { links } from '../../app/config';
import { frameSource } from './frameSource';

const Frame = styled.iframe`
  display: block;
  width: 100%;
  height: min(80vh, 720px);
  min-height: 480px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: #000;
`;

interface GameFrameProps {
  /** The start call's link (HTML or URL); the betting site when there is none. */
  link: string | null | undefined;
  title: string;
}

export function GameFrame({ link, title }: GameFrameProps) {
  const source = frameSource(link, links.bettingSite, window.location.origin);
  return source.kind === 'html' ? (
    <Frame title={title} srcDoc={source.html} sandbox={source.sandbox} />
  ) : (
    <Frame title={title} src={source.url} sandbox={source.sandbox} />
  );
}
