// Framed like the demo banner, so a player never reads one as part of a real payment.
import { commonMessages } from '@velas/domain/messages/common';
import { isApiFailure } from '@velas/web-core/api-failure';
import { Alert } from '@velas/web-core/ui/Alert';
import { Button } from '@velas/web-core/ui/Button';
import styled from 'styled-components';
import { usePublicSettings } from '#/services/settingsApi.ts';

const DemoFrame = styled.div`
  border: 1px dashed ${({ theme }) => theme.colors.warning};
  border-radius: 6px;
  padding: 10px;
  width: 100%;
`;

export interface DemoActionProps {
  title: string;
  text: string;
  label: string;
  busy: boolean;
  /** The mutation's error: the api's own words, or the generic failure. */
  error: unknown;
  onRun: () => void;
}

export function DemoAction({ title, text, label, busy, error, onRun }: DemoActionProps) {
  const demo = usePublicSettings()?.mode === 'demo';
  if (!demo) return null;
  return (
    <DemoFrame>
      <p>
        <strong>{title}</strong> {text}
      </p>
      <Button type="button" $variant="secondary" disabled={busy} onClick={onRun}>
        {label}
      </Button>
      {error !== undefined && (
        <Alert>{isApiFailure(error) ? error.message : commonMessages.internalError}</Alert>
      )}
    </DemoFrame>
  );
}
