import styled from 'styled-components';

/** The history screen's line above its tabs: the window selector at the start, the return note after it, wrapping on a phone. */
export const HistoryToolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px 16px;
  p {
    margin: 0;
  }
`;
