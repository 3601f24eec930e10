import styled from 'styled-components';

/** A product page's "what you get": a short bulleted list under its heading. */
export const IncludedList = styled.ul`
  margin: 0 0 16px;
  padding-inline-start: 20px;
  li + li {
    margin-top: 4px;
  }
`;
