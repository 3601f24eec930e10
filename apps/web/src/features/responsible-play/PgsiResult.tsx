import { protectionMessages } from '@velas/domain/messages/protection';
import { Button } from '@velas/web-core/ui/Button';
import type { RefObject } from 'react';
import styled from 'styled-components';
import { responsiblePlayCopy } from './copy.ts';
import { PGSI_BAND_TITLES, PGSI_QUESTIONS, pgsiBand, pgsiMeaning } from './pgsi.ts';

const Result = styled.div`
  margin-top: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  h3 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.type.lg};
  }
  h3:focus {
    outline: none;
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space(3)};
  }
`;

interface PgsiResultProps {
  score: number;
  /** The result's heading, focused when the last answer brings it. */
  heading: RefObject<HTMLHeadingElement | null>;
  onRestart: () => void;
}

/** The band in plain words, the score out of the most there is, and Refazer. */
export function PgsiResult({ score, heading, onRestart }: PgsiResultProps) {
  return (
    <Result role="status">
      <h3 ref={heading} tabIndex={-1}>
        {PGSI_BAND_TITLES[pgsiBand(score)]}
      </h3>
      <p>
        {responsiblePlayCopy.selfAssessmentScore(
          score,
          PGSI_QUESTIONS.length * 3,
          pgsiMeaning(score),
        )}
      </p>
      <Button type="button" $variant="secondary" onClick={onRestart}>
        {protectionMessages.pgsiRestart}
      </Button>
    </Result>
  );
}
