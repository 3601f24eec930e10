import { kycMessages } from '@velas/domain/messages/kyc';
import { Alert } from '@velas/web-core/ui/Alert';
import { Button } from '@velas/web-core/ui/Button';
import { useState } from 'react';
import styled from 'styled-components';
import { SupportLink } from '#/components/support/SupportLink.tsx';
import { useAppSelector } from '#/core/hooks.ts';
import { disclosureSummary } from '#/ui/disclosure.ts';
import { dashboardCopy } from './copy.ts';
import { closeCpfClaimNotice, cpfClaimNoticeClosed } from './cpfClaimNoticeMemory.ts';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(2)};
`;

const Details = styled.details`
  ${disclosureSummary}
`;

export function CpfClaimNotice({ storage }: { storage?: Storage }) {
  const playerId = useAppSelector((state) => state.session.id);
  // Read on every render: the player's id comes with the me call, maybe after the first one.
  const [closedNow, setClosedNow] = useState(false);
  if (closedNow || (playerId !== null && cpfClaimNoticeClosed(storage, playerId))) return null;
  return (
    <Alert tone="info">
      {dashboardCopy.cpfClaimShort}
      <Details>
        <summary>{dashboardCopy.cpfClaimMore}</summary>
        {kycMessages.cpfClaimGranted}
      </Details>
      <Actions>
        <SupportLink
          message={dashboardCopy.cpfClaimSupportMessage}
          label={dashboardCopy.cpfClaimNotMe}
        />
        <Button
          type="button"
          $variant="quiet"
          onClick={() => {
            if (playerId !== null) closeCpfClaimNotice(storage, playerId);
            setClosedNow(true);
          }}
        >
          {dashboardCopy.cpfClaimClose}
        </Button>
      </Actions>
    </Alert>
  );
}
