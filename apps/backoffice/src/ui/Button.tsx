import styled from 'styled-components';

export const Button = styled.button<{ $variant?: 'primary' | 'ghost' | 'danger' }>`
  min-height: 40px;
  padding: 8px 14px;
  border-radius: ${({ theme }) => theme.radius};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  border: 1px solid
    ${({ theme, $variant }) => ($variant === 'danger' ? theme.colors.loss : theme.colors.control)};
  background: ${({ theme, $variant = 'primary' }) =>
    $variant === 'primary' ? theme.colors.primary : 'transparent'};
  color: ${({ theme, $variant = 'primary' }) =>
    $variant === 'primary'
      ? theme.colors.onPrimary
      : $variant === 'danger'
        ? theme.colors.loss
        : theme.colors.text};
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;
