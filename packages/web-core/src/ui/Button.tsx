import { Link } from 'react-router';
import styled, { css } from 'styled-components';

/** danger: an action that takes something away (the back office's block, reject, disable). */
type Variant = 'primary' | 'secondary' | 'quiet' | 'danger';

const look = css<{ $variant?: Variant }>`
  ${({ theme, $variant = 'primary' }) => {
    if ($variant === 'primary')
      return css`
        background: ${theme.colors.primary};
        color: ${theme.colors.onPrimary};
        border: 1px solid ${theme.colors.primary};
      `;
    if ($variant === 'secondary')
      return css`
        background: transparent;
        color: ${theme.colors.primary};
        border: 1px solid ${theme.colors.control};
      `;
    if ($variant === 'danger')
      return css`
        background: transparent;
        color: ${theme.colors.loss};
        border: 1px solid ${theme.colors.loss};
      `;
    return css`
      background: transparent;
      color: ${theme.colors.primary};
      border: 1px solid transparent;
    `;
  }}
`;

const base = css<{ $variant?: Variant; $block?: boolean }>`
  ${look}
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: ${({ theme }) => theme.touch};
  min-width: ${({ theme }) => theme.touch};
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
  border-radius: ${({ theme }) => theme.radius.sm};
  font: inherit;
  font-size: ${({ theme }) => theme.type.md};
  font-weight: 650;
  line-height: 1.2;
  text-align: center;
  text-decoration: none;
  cursor: pointer;
  width: ${({ $block }) => ($block ? '100%' : 'auto')};
  transition: filter 150ms ease;
  &:hover:not(:disabled) {
    filter: brightness(1.08);
  }
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

export const Button = styled.button<{ $variant?: Variant; $block?: boolean }>`
  ${base}
`;

export const ButtonLink = styled.a<{ $variant?: Variant; $block?: boolean }>`
  ${base}
`;

export const InternalButtonLink = styled(Link)<{ $variant?: Variant; $block?: boolean }>`
  ${base}
`;

export const IconButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: ${({ theme }) => theme.touch};
  min-height: ${({ theme }) => theme.touch};
  background: transparent;
  color: inherit;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  cursor: pointer;
  font: inherit;
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;
