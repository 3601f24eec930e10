import styled from 'styled-components';

/**
 * A one-form screen at a readable width (`$width`, in px), centred; `$apart`
 * leaves 24 px above and below, for the auth screens that stand on the page
 * with no shell around them.
 */
export const NarrowColumn = styled.div<{ $width: number; $apart?: boolean }>`
  max-width: ${({ $width }) => `${String($width)}px`};
  margin: ${({ $apart = false }) => ($apart ? '24px' : '0')} auto;
`;
