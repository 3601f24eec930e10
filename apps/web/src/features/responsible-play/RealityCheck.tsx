import { formatClock } from '@velas/domain/calendar';
import { gamesMessages } from '@velas/domain/messages/games';
import { todayMoneySentence } from '@velas/domain/messages/sentences';
import { formatCents } from '@velas/domain/money';
import type { ProtectionStatus } from '@velas/domain/schemas/protection';
import { Button } from '@velas/web-core/ui/Button';
import { Dialog } from '@velas/web-core/ui/Dialog';
import { useState } from 'react';
import styled from 'styled-components';
import { useNow } from '#/lib/useNow.ts';
import { useAnswerRealityCheckMutation } from '#/services/protectionApi.ts';
import { SignedMoney } from '#/ui/SignedMoney.tsx';
import { responsiblePlayCopy } from './copy.ts';
import { realityCheckDue, realityChecksEarned, type RealityCheckAnswers } from './realityCheck.ts';
import { sessionElapsedMs } from './sessionElapsed.ts';

const Answers = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space(3)};
`;

export interface RealityCheckProps {
  status: ProtectionStatus;
  /** When the status answer arrived (device clock), to add the time since. */
  receivedAt: number | undefined;
  onLeave: () => void;
}

export function RealityCheck({ status, receivedAt, onLeave }: RealityCheckProps) {
  const now = useNow(10_000);
  const [answers, setAnswers] = useState<RealityCheckAnswers>({ sessionStartedAt: '', count: 0 });
  const [answerRealityCheck] = useAnswerRealityCheckMutation();
  const session = {
    startedAt: status.session.startedAt,
    elapsedMs: sessionElapsedMs(status, receivedAt, now),
    intervalMinutes: status.realityCheckMinutes,
    answeredOnServer: status.session.realityChecksAnswered,
  };
  if (!realityCheckDue(session, answers)) return null;
  return (
    <Dialog open title={responsiblePlayCopy.reminderTitle}>
      <p>{responsiblePlayCopy.sessionTime(formatClock(session.elapsedMs / 1000))}</p>
      <p>{responsiblePlayCopy.depositsToday(formatCents(status.today.deposits))}</p>
      <p>{responsiblePlayCopy.withdrawalsToday(formatCents(status.today.withdrawals))}</p>
      {/* In the header's words: a bare net figure read as a win after a deposit. */}
      <p>{todayMoneySentence(status.today, formatCents)}</p>
      <p>
        {gamesMessages.sessionBets}: {formatCents(status.session.play.bets)}
      </p>
      <p>
        {gamesMessages.sessionWins}: {formatCents(status.session.play.wins)}
      </p>
      <p>
        {gamesMessages.sessionNet}: <SignedMoney cents={status.session.play.net} />
      </p>
      {/* 'Sair' weighs as much as 'Continuar' (docs/design.md#clarity). */}
      <Answers>
        <Button type="button" $variant="secondary" onClick={onLeave}>
          {responsiblePlayCopy.signOut}
        </Button>
        <Button
          type="button"
          $variant="secondary"
          onClick={() => {
            const due = realityChecksEarned(session.elapsedMs, session.intervalMinutes);
            setAnswers({ sessionStartedAt: session.startedAt, count: due });
            void answerRealityCheck({ answered: due });
          }}
        >
          {responsiblePlayCopy.continue}
        </Button>
      </Answers>
    </Dialog>
  );
}
