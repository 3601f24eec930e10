// The rule's fields in a grid (StrategyForm, MoreOptions).
import styled from 'styled-components';

/* Inputs on one line even when a label takes two. */
export const RuleFields = styled.div`
  display: grid;
  align-items: end;
  gap: 0 12px;
  grid-template-columns: repeat(auto-fill, minmax(12rem, 1fr));
`;
