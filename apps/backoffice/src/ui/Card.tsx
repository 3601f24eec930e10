import styled from 'styled-components';

export const Card = styled.section`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  padding: 16px;
  margin-bottom: 16px;
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: center;
`;

export const Notice = styled.p<{ $tone?: 'error' | 'ok' | 'warning' }>`
  margin: 0 0 12px;
  padding: 10px 12px;
  border-radius: ${({ theme }) => theme.radius};
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
