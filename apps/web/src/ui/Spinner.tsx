import styled, { css, keyframes } from 'styled-components';

const spin = keyframes`to { transform: rotate(360deg); }`;

/** The spinning ring, at a size and stroke width in px. */
function spinningRing(size: number, stroke: number) {
  return css`
    width: ${size}px;
    height: ${size}px;
    border: ${stroke}px solid ${({ theme }) => theme.colors.border};
    border-top-color: ${({ theme }) => theme.colors.primary};
    border-radius: 50%;
    animation: ${spin} 800ms linear infinite;
  `;
}

const Ring = styled.span`
  display: inline-block;
  ${spinningRing(28, 3)}
`;

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 12px 0;
`;

/** A spinner with the text that says what is happening (never a blank card). */
export function Loading({ label }: { label: string }) {
  return (
    <Row role="status">
      <Ring aria-hidden="true" />
      <span>{label}</span>
    </Row>
  );
}
