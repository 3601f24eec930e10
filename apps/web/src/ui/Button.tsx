import styled, { css } from 'styled-components';

type Variant = 'primary' | 'info' | 'success' | 'warning' | 'neutral' | 'danger';

const filled = css<{ $variant?: Variant }>`
  background: ${({ theme, $variant = 'primary' }) =>
    $variant === 'neutral' ? 'transparent' : theme.colors[$variant]};
  color: ${({ $variant = 'primary', theme }) => ($variant === 'neutral' ? theme.colors.text : '#1e1e2f')};
  border: 1px solid
    ${({ theme, $variant = 'primary' }) => ($variant === 'neutral' ? theme.colors.border : 'transparent')};
`;

const base = css<{ $variant?: Variant; $block?: boolean }>`
  ${filled}
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  min-height: ${({ theme }) => theme.touch};
  min-width: ${({ theme }) => theme.touch};
  padding: 8px 18px;
  border-radius: ${({ theme }) => theme.radius};
  font: inherit;
  font-weight: 600;
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
  width: ${({ $block }) => ($block ? '100%' : 'auto')};
  transition: filter 150ms ease;
  &:hover:not(:disabled) {
    filter: brightness(1.1);
  }
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

/** Filled buttons carry dark text: #1e1e2f on every accent token passes AA. */
export const Button = styled.button<{ $variant?: Variant; $block?: boolean }>`
  ${base}
`;

export const ButtonLink = styled.a<{ $variant?: Variant; $block?: boolean }>`
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
  border-radius: ${({ theme }) => theme.radius};
  cursor: pointer;
  font: inherit;
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;
