import styled from 'styled-components';

/** Scrolled to on opening: its top stops under the sticky header. */
export const LaunchedGameColumn = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  scroll-margin-top: calc(
    env(safe-area-inset-top) + ${({ theme }) => theme.bars.header} +
      ${({ theme }) => theme.space(1)}
  );
`;
