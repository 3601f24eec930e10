// Mounted once by the admin layout: sends an account without limits to
// 'Jogo responsável', shows the gentle note after a day that hit the loss
// limit, and the reality check every N minutes of the session.
import { formatClock } from '@velas/domain/calendar';
import { formatCents } from '@velas/domain/money';
import { useState } from 'react';
import styled from 'styled-components';
import { Navigate, useLocation } from 'react-router';
import { useNow } from '../../lib/useNow';
import {
  useAnswerRealityCheckMutation,
  useProtectionStatusQuery,
} from '../../services/protectionApi';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { sessionElapsedMs } from './sessionElapsed';
import { STATUS_POLL_MS } from './SessionClock';

const Answers = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space(3)};
`;

export const RESPONSIBLE_PLAY_PATH = '/admin/jogo-responsavel';

export function ProtectionWatch({ onLeave }: { onLeave: () => void }) {
  const { data, fulfilledTimeStamp } = useProtectionStatusQuery(undefined, {
    pollingInterval: STATUS_POLL_MS,
  });
  const { pathname } = useLocation();
  const now = useNow(10_000);
  const [seenNote, setSeenNote] = useState(false);
  // Reality checks answered in this session: [session start, count].
  const [answered, setAnswered] = useState<[string, number]>(['', 0]);
  const [answerRealityCheck] = useAnswerRealityCheckMutation();
  if (!data) return null;
  if (data.limits === null && !pathname.endsWith('/jogo-responsavel'))
    return <Navigate to={RESPONSIBLE_PLAY_PATH} replace />;

  if (data.lossLimitHitYesterday && !seenNote) {
    return (
      <Dialog open title="Um momento">
        <p>
          Ontem você chegou ao seu limite de perdas. Tudo bem fazer uma pausa hoje; se quiser,
          reveja seus limites ou faça a autoavaliação em Jogo responsável.
        </p>
        <Button
          type="button"
          onClick={() => {
            setSeenNote(true);
          }}
        >
          Entendi
        </Button>
      </Dialog>
    );
  }

  const elapsedMs = sessionElapsedMs(data, fulfilledTimeStamp, now);
  const due = Math.floor(elapsedMs / (data.realityCheckMinutes * 60_000));
  // The server remembers the answers, so a reload does not ask again; the local
  // count hides the dialog at once, before its answer.
  const done = Math.max(
    answered[0] === data.session.startedAt ? answered[1] : 0,
    data.session.realityChecksAnswered,
  );
  if (due <= done) return null;
  return (
    <Dialog open title="Lembrete de tempo de jogo">
      <p>Tempo de sessão: {formatClock(elapsedMs / 1000)}</p>
      <p>Depósitos hoje: {formatCents(data.today.deposits)}</p>
      <p>Saques hoje: {formatCents(data.today.withdrawals)}</p>
      <p>Posição líquida hoje: {formatCents(data.today.net)}</p>
      {/* 'Sair' weighs as much as 'Continuar' (docs/design.md#clarity). */}
      <Answers>
        <Button type="button" $variant="secondary" onClick={onLeave}>
          Sair
        </Button>
        <Button
          type="button"
          $variant="secondary"
          onClick={() => {
            setAnswered([data.session.startedAt, due]);
            void answerRealityCheck({ answered: due });
          }}
        >
          Continuar
        </Button>
      </Answers>
    </Dialog>
  );
}
