import styled from 'styled-components';

/**
 * A screen's parts one under another with the standard gap, at every width;
 * the single column keeps a wide chart or table from widening the screen.
 */
export const ScreenColumn = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: minmax(0, 1fr);
`;

/**
 * A screen's cards one under another with the standard gap, at every width;
 * the forms inside stay at a readable width on desktop instead of spanning
 * the whole column (docs/design.md#principles).
 */
export const ScreenStack = styled(ScreenColumn)`
  form {
    max-width: 560px;
  }
`;
