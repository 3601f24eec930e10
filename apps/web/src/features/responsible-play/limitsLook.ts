// What the limits panel's parts share of their look.
import styled from 'styled-components';

/** Said before any change, so nobody looks for a button. */
export const Hint = styled.p`
  margin: ${({ theme }) => theme.space(1)} 0 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.type.sm};
`;

export const Saved = styled.span`
  color: ${({ theme }) => theme.colors.gain};
  font-weight: 600;
  white-space: nowrap;
`;
