import styled from 'styled-components';

const Box = styled.figure`
  margin: 0 0 16px;
  aspect-ratio: 16 / 9;
  display: grid;
  place-items: center;
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.sidebar.bg};
  color: ${({ theme }) => theme.sidebar.text};
  border: 1px solid ${({ theme }) => theme.colors.border};
  text-align: center;
  padding: 16px;
  figcaption {
    font-weight: 600;
  }
`;

/**
 * The sales video is not bundled (no external CDN; no recording shipped with
 * the code), so the page says so instead of showing a player that plays nothing.
 */
export function VideoPlaceholder({ topic }: { topic: string }) {
  return (
    <Box>
      <figcaption>
        Vídeo de apresentação: {topic}
        <br />
        <small>Vídeo ainda não disponível.</small>
      </figcaption>
    </Box>
  );
}
