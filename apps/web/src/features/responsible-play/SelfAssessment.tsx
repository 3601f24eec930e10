import { useState } from 'react';
import { PGSI_ANSWERS, PGSI_QUESTIONS, pgsiMeaning, pgsiScore } from './pgsi';

/** The PGSI, answered and scored here only: nothing is sent to any server. */
export function SelfAssessment() {
  const [answers, setAnswers] = useState<(number | null)[]>(() => PGSI_QUESTIONS.map(() => null));
  const score = pgsiScore(answers);
  return (
    <section aria-labelledby="pgsi-title">
      <h2 id="pgsi-title">Autoavaliação (PGSI)</h2>
      <p>
        Nove perguntas sobre os últimos 12 meses. A pontuação é calculada neste aparelho e suas
        respostas não são enviadas a lugar nenhum.
      </p>
      <ol>
        {PGSI_QUESTIONS.map((question, index) => (
          <li key={question}>
            <fieldset>
              <legend>{question}</legend>
              {PGSI_ANSWERS.map((answer) => (
                <label key={answer.label} style={{ display: 'inline-block', marginInlineEnd: 12 }}>
                  <input
                    type="radio"
                    name={`pgsi-${String(index)}`}
                    checked={answers[index] === answer.points}
                    onChange={() => {
                      setAnswers((current) =>
                        current.map((value, at) => (at === index ? answer.points : value)),
                      );
                    }}
                  />{' '}
                  {answer.label}
                </label>
              ))}
            </fieldset>
          </li>
        ))}
      </ol>
      {score !== null && (
        <p role="status">
          Sua pontuação: {score} de 27. {pgsiMeaning(score)}
        </p>
      )}
    </section>
  );
}
