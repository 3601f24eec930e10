import { protectionMessages } from '@velas/domain/messages/protection';
import { fill } from '@velas/domain/messages/sentences';
import { Button } from '@velas/web-core/ui/Button';
import type { RefObject } from 'react';
import styled from 'styled-components';
import { PGSI_ANSWERS, PGSI_QUESTIONS, answerPgsi, backPgsi, type PgsiProgress } from './pgsi.ts';

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

interface PgsiQuestionProps {
  progress: PgsiProgress;
  /** The question's heading, focused when the test moves to it. */
  heading: RefObject<HTMLHeadingElement | null>;
  onGo: (next: PgsiProgress) => void;
}

/** The question on screen, "n de 9", its four answers and, after the first, Voltar. */
export function PgsiQuestion({ progress, heading, onGo }: PgsiQuestionProps) {
  return (
    <Question role="group" aria-labelledby="pgsi-question">
      <p className="step">
        {fill(protectionMessages.pgsiQuestionOf, {
          n: String(progress.shown + 1),
          total: String(PGSI_QUESTIONS.length),
        })}
      </p>
      <h3 id="pgsi-question" ref={heading} tabIndex={-1}>
        {PGSI_QUESTIONS[progress.shown]}
      </h3>
      <Answers>
        {PGSI_ANSWERS.map((answer) => (
          <Answer
            key={answer.label}
            type="button"
            aria-pressed={progress.answers[progress.shown] === answer.points}
            onClick={() => {
              onGo(answerPgsi(progress, answer.points));
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
            onGo(backPgsi(progress));
          }}
        >
          {protectionMessages.pgsiBack}
        </Button>
      )}
    </Question>
  );
}
