import styled, { css } from 'styled-components';

export const Card = styled.section`
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadow.low};
  padding: ${({ theme }) => theme.space(4)};
  min-width: 0;
  /* A wide table or grid scrolls inside its card, never the page (docs/design.md). */
  overflow-x: auto;
  ${({ theme }) =>
    theme.cardSpacing !== undefined &&
    css`
      margin-bottom: ${theme.cardSpacing};
    `}
`;

export const CardTitle = styled.h2`
  font-size: ${({ theme }) => theme.type.lg};
  color: ${({ theme }) => theme.colors.text};
`;

export const Muted = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  margin: 0 0 ${({ theme }) => theme.space(2)};
`;
