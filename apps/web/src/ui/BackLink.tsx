// "← Voltar", one look everywhere a screen leads back (docs/design.md#navigation):
// the accent, no underline, a 44 px target; the arrow is decoration.
import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import styled, { css } from 'styled-components';
import { uiCopy } from './copy.ts';

const backStyle = css`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  min-height: ${({ theme }) => theme.touch};
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  font-weight: 600;
  text-decoration: none;
  cursor: pointer;
  &:hover {
    text-decoration: underline;
  }
`;

const StyledLink = styled(Link)`
  ${backStyle}
`;

const StyledButton = styled.button`
  ${backStyle}
`;

const Arrow = () => <span aria-hidden="true">←</span>;

export function BackLink(props: Omit<ComponentProps<typeof Link>, 'children'>) {
  return (
    <StyledLink {...props}>
      <Arrow />
      {uiCopy.back}
    </StyledLink>
  );
}

export function BackButton(props: Omit<ComponentProps<'button'>, 'children' | 'type' | 'ref'>) {
  return (
    <StyledButton type="button" {...props}>
      <Arrow />
      {uiCopy.back}
    </StyledButton>
  );
}
