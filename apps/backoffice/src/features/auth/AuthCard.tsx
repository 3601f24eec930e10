import styled from 'styled-components';

export const AuthPage = styled.main`
  min-height: 100vh;
  display: grid;
  place-items: center;
  padding: 16px;
`;

export const AuthCard = styled.div`
  width: min(440px, 100%);
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  padding: 24px;
`;
