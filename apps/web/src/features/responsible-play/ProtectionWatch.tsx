import { Button } from '@velas/web-core/ui/Button';
import { Dialog } from '@velas/web-core/ui/Dialog';
import { useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useProtectionStatusQuery } from '#/services/protectionApi.ts';
import { responsiblePlayCopy } from './copy.ts';
import { RealityCheck } from './RealityCheck.tsx';
import { STATUS_POLL_MS } from './SessionClock.tsx';

export const RESPONSIBLE_PLAY_PATH = '/admin/jogo-responsavel';

export function ProtectionWatch({ onLeave }: { onLeave: () => void }) {
  const { data, fulfilledTimeStamp } = useProtectionStatusQuery(undefined, {
    pollingInterval: STATUS_POLL_MS,
  });
  const { pathname } = useLocation();
  const [seenNote, setSeenNote] = useState(false);
  if (!data) return null;
  if (data.limits === null && !pathname.endsWith('/jogo-responsavel'))
    return <Navigate to={RESPONSIBLE_PLAY_PATH} replace />;

  if (data.lossLimitHitYesterday && !seenNote) {
    return (
      <Dialog open title={responsiblePlayCopy.watchTitle}>
        <p>{responsiblePlayCopy.watchLossLimitReached}</p>
        <Button
          type="button"
          onClick={() => {
            setSeenNote(true);
          }}
        >
          {responsiblePlayCopy.understood}
        </Button>
      </Dialog>
    );
  }

  return <RealityCheck status={data} receivedAt={fulfilledTimeStamp} onLeave={onLeave} />;
}
