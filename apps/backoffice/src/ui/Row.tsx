import styled from 'styled-components';

/** Buttons side by side, wrapping on a narrow screen. */
export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  align-items: center;
`;
