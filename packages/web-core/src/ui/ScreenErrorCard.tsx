// No technical detail (docs/operations/logs.md#client-errors).
import { useId } from 'react';
import styled from 'styled-components';
import { Button } from './Button.tsx';
import { kitCopy } from './copy.ts';

const Box = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  max-width: 480px;
  margin: ${({ theme }) => theme.space(6)} auto;
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  > * {
    flex: 1 1 140px;
  }
`;

export function ScreenErrorCard({ onRetry }: { onRetry: () => void }) {
  const titleId = useId();
  return (
    <Box role="alert" aria-labelledby={titleId}>
      <h2 id={titleId}>{kitCopy.screenErrorTitle}</h2>
      <p>{kitCopy.screenErrorText}</p>
      <Actions>
        <Button type="button" onClick={onRetry}>
          {kitCopy.screenErrorRetry}
        </Button>
        <Button
          type="button"
          $variant="secondary"
          onClick={() => {
            window.location.reload();
          }}
        >
          {kitCopy.screenErrorReload}
        </Button>
      </Actions>
    </Box>
  );
}
