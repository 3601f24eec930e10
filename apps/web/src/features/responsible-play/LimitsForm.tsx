import { protectionMessages } from '@velas/domain/messages/protection';
import type { ProtectionStatus } from '@velas/domain/schemas/protection';
import { MessageList } from '@velas/web-core/ui/Alert';
import { Button } from '@velas/web-core/ui/Button';
import { useState } from 'react';
import styled from 'styled-components';
import { LimitsFields, draftOf, limitsOf } from '#/components/limits/LimitsFields.tsx';
import { useSetLimitsMutation } from '#/services/protectionApi.ts';
import { responsiblePlayCopy } from './copy.ts';
import { Saved } from './limitsLook.ts';
import { useFailureMessages } from './useFailureMessages.ts';

const SaveRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
`;

export function LimitsForm({ status }: { status: ProtectionStatus }) {
  const [draft, setDraft] = useState(() => draftOf(status.pending ?? status.limits ?? undefined));
  const [setLimits, { isLoading, isSuccess: saved, reset }] = useSetLimitsMutation();
  const { errors, run } = useFailureMessages();
  return (
    <form
      aria-label={responsiblePlayCopy.limits}
      onSubmit={(event) => {
        event.preventDefault();
        void run(() => setLimits(limitsOf(draft)).unwrap());
      }}
    >
      <LimitsFields
        draft={draft}
        onChange={(next) => {
          reset();
          setDraft(next);
        }}
      />
      <MessageList items={errors} />
      <SaveRow>
        <Button type="submit" disabled={isLoading}>
          {responsiblePlayCopy.saveLimits}
        </Button>
        <span role="status">{saved && <Saved>{protectionMessages.settingSaved}</Saved>}</span>
      </SaveRow>
    </form>
  );
}
