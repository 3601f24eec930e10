// The account menu's rows: a button, a link to a screen of the app and a link
// outside it, one look.
import { Link } from 'react-router';
import styled from 'styled-components';

const itemStyle = `
  display: flex;
  align-items: center;
  gap: 12px;
  width: 100%;
  min-height: 44px;
  padding: 0 8px;
  text-align: start;
  background: transparent;
  border: 0;
  color: inherit;
  font: inherit;
  text-decoration: none;
  cursor: pointer;
  border-radius: 8px;
`;

export const ItemButton = styled.button`
  ${itemStyle}
  &:hover {
    background: ${({ theme }) => theme.colors.tint};
  }
`;

export const ItemRouteLink = styled(Link)`
  ${itemStyle}
  &:hover {
    background: ${({ theme }) => theme.colors.tint};
  }
`;

export const ItemLink = styled.a`
  ${itemStyle}
  &:hover {
    background: ${({ theme }) => theme.colors.tint};
  }
`;
