// Answered and scored here only: nothing is sent.
import { Term } from '#/ui/Term.tsx';
import { responsiblePlayCopy } from './copy.ts';
import { PGSI_QUESTIONS, PGSI_START, pgsiScore } from './pgsi.ts';
import { PgsiQuestion } from './PgsiQuestion.tsx';
import { PgsiResult } from './PgsiResult.tsx';
import { usePgsiProgress } from './usePgsiProgress.ts';

export function SelfAssessment() {
  const { progress, heading, go } = usePgsiProgress();
  const asking = PGSI_QUESTIONS[progress.shown] !== undefined;
  const score = pgsiScore(progress.answers);
  return (
    <section aria-labelledby="pgsi-title">
      <h2 id="pgsi-title">{responsiblePlayCopy.selfAssessmentTitle}</h2>
      <p>
        {responsiblePlayCopy.selfAssessmentLead}
        <Term term="PGSI" />
        {responsiblePlayCopy.selfAssessmentPrivacy}
      </p>
      {asking && <PgsiQuestion progress={progress} heading={heading} onGo={go} />}
      {score !== null && !asking && (
        <PgsiResult
          score={score}
          heading={heading}
          onRestart={() => {
            go(PGSI_START);
          }}
        />
      )}
    </section>
  );
}
