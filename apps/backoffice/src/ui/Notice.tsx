import styled from 'styled-components';

/** A line of news on a tinted wash: an error, a confirmation or a warning. */
export const Notice = styled.p<{ $tone?: 'error' | 'ok' | 'warning' }>`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  padding: 10px ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.tint};
  color: ${({ theme, $tone }) =>
    $tone === 'error'
      ? theme.colors.loss
      : $tone === 'ok'
        ? theme.colors.gain
        : $tone === 'warning'
          ? theme.colors.warning
          : theme.colors.text};
`;
