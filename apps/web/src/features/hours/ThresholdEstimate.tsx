import { timeEstimate, type DayRound } from '@velas/analysis/day';
import { gamesMessages } from '@velas/domain/messages/games';
import { plainWordsMessages } from '@velas/domain/messages/plain-words';
import { fill, hoursObservedSentence, minutesInWords } from '@velas/domain/messages/sentences';

interface ThresholdEstimateProps {
  odd: number;
  label: string;
  /** The day's rounds, oldest first. */
  rounds: DayRound[];
  /** The rounds span a window (there is a first and a last). */
  windowKnown: boolean;
}

export function ThresholdEstimate({ odd, label, rounds, windowKnown }: ThresholdEstimateProps) {
  const hits = rounds.filter((round) => round.odd >= odd).length;
  // `now` only rolls the (unshown) next time forward; the mean gap does not depend on it.
  const estimate = timeEstimate(rounds, odd, 0);
  return (
    <section aria-labelledby={`estimate-${String(odd)}`}>
      <h3 id={`estimate-${String(odd)}`}>{label}</h3>
      <p>
        {hits > 0 && windowKnown
          ? hoursObservedSentence(label, hits, rounds.length)
          : fill(plainWordsMessages.hoursTooFew, { rotulo: label })}
      </p>
      {windowKnown && (
        <p>
          {fill(plainWordsMessages.hoursWindowMethod, {
            rotulo: label,
            metodo: gamesMessages.estimateMethod,
            media: estimate
              ? `${minutesInWords(estimate.meanGapSeconds)}, em ${String(estimate.sampleSize)} intervalos`
              : '— (são precisas pelo menos duas)',
          })}
        </p>
      )}
    </section>
  );
}
