// The PGSI self-test as a phone shows it (docs/product/player-protection.md#self-assessment-and-help):
// one question at a time, four full-width answers in their order, then a
// result in plain words. Answered and scored here only: nothing is sent.
import { protectionMessages } from '@velas/domain/messages/protection';
import { fill } from '@velas/domain/messages/sentences';
import { Button } from '@velas/web-core/ui/Button';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Term } from '#/ui/Term.tsx';
import { responsiblePlayCopy } from './copy.ts';
import {
  PGSI_ANSWERS,
  PGSI_BAND_TITLES,
  PGSI_QUESTIONS,
  PGSI_START,
  answerPgsi,
  backPgsi,
  pgsiBand,
  pgsiMeaning,
  pgsiScore,
} from './pgsi.ts';

const Question = styled.div`
  margin-top: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.tint};
  .step {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.type.sm};
    font-weight: 600;
  }
  h3 {
    margin: ${({ theme }) => theme.space(1)} 0 ${({ theme }) => theme.space(3)};
    font-size: ${({ theme }) => theme.type.md};
    line-height: 1.4;
  }
  h3:focus {
    outline: none;
  }
`;

const Answers = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;

/* Full width, 48 px tall, in the published order; the chosen one has a thicker border, not only a colour. */
const Answer = styled.button`
  min-height: 48px;
  width: 100%;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
  border: 1px solid ${({ theme }) => theme.colors.control};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-weight: 600;
  text-align: start;
  cursor: pointer;
  &[aria-pressed='true'] {
    border: 2px solid ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primary};
  }
`;

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

export function SelfAssessment() {
  const [progress, setProgress] = useState(PGSI_START);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const shownQuestion = progress.shown;
  // After an answer, the next question (or the result) is read out from its heading.
  useEffect(() => {
    if (moved.current) heading.current?.focus();
  }, [shownQuestion]);

  const go = (next: typeof progress) => {
    moved.current = true;
    setProgress(next);
  };
  const total = PGSI_QUESTIONS.length;
  const question = PGSI_QUESTIONS[shownQuestion];
  const score = pgsiScore(progress.answers);

  return (
    <section aria-labelledby="pgsi-title">
      <h2 id="pgsi-title">{responsiblePlayCopy.selfAssessmentTitle}</h2>
      <p>
        {responsiblePlayCopy.selfAssessmentLead}
        <Term term="PGSI" />
        {responsiblePlayCopy.selfAssessmentPrivacy}
      </p>
      {question !== undefined && (
        <Question role="group" aria-labelledby="pgsi-question">
          <p className="step">
            {fill(protectionMessages.pgsiQuestionOf, {
              n: String(progress.shown + 1),
              total: String(total),
            })}
          </p>
          <h3 id="pgsi-question" ref={heading} tabIndex={-1}>
            {question}
          </h3>
          <Answers>
            {PGSI_ANSWERS.map((answer) => (
              <Answer
                key={answer.label}
                type="button"
                aria-pressed={progress.answers[progress.shown] === answer.points}
                onClick={() => {
                  go(answerPgsi(progress, answer.points));
                }}
              >
                {answer.label}
              </Answer>
            ))}
          </Answers>
          {progress.shown > 0 && (
            <Button
              type="button"
              $variant="quiet"
              onClick={() => {
                go(backPgsi(progress));
              }}
            >
              {protectionMessages.pgsiBack}
            </Button>
          )}
        </Question>
      )}
      {score !== null && question === undefined && (
        <Result role="status">
          <h3 ref={heading} tabIndex={-1}>
            {PGSI_BAND_TITLES[pgsiBand(score)]}
          </h3>
          <p>{responsiblePlayCopy.selfAssessmentScore(score, total * 3, pgsiMeaning(score))}</p>
          <Button
            type="button"
            $variant="secondary"
            onClick={() => {
              go(PGSI_START);
            }}
          >
            {protectionMessages.pgsiRestart}
          </Button>
        </Result>
      )}
    </section>
  );
}
