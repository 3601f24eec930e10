// The crash point is compared with the odd the screen shows, so nothing is
// taken from the server unchecked.
import type { StoredRoundVerdict } from '@velas/analysis/fairness/verify-rounds';
import { sameOdd } from '@velas/analysis/fairness/verify-rounds';
import type { RoundProofsQuery } from '@velas/domain/schemas/history';
import { useEffect, useState } from 'react';
import { analysisClient } from '#/lib/analysisClient.ts';
import { useRoundProofsQuery } from './api/fairnessApi.ts';

export type CandleMark =
  | { state: 'verified' }
  | { state: 'mismatch'; crash: boolean; link: boolean; expected: number }
  | { state: 'unverifiable' };

export type CandleVerdicts = ReadonlyMap<number, StoredRoundVerdict>;

/** The widest window the lists show: every candle on screen gets a verdict. */
const WINDOW = 1000;

export function useCandleVerdicts(
  date: string,
  betHouse: RoundProofsQuery['betHouse'],
  /** False until the candles have loaded: their proofs are asked for after them. */
  candlesLoaded = true,
): CandleVerdicts {
  const proofs = useRoundProofsQuery(
    { date, betHouse, numberVelas: WINDOW },
    { skip: !candlesLoaded },
  );
  const [verdicts, setVerdicts] = useState<CandleVerdicts>(new Map());
  useEffect(() => {
    const data = proofs.data;
    if (data === undefined) return;
    let current = true;
    // The odd is judged against the candle on screen, so the worker only
    // needs hash and salt: its own odd comparison is not used.
    const rounds = data.rounds.flatMap((round) => {
      const salt = round.salt === null ? undefined : data.salts[round.salt];
      return salt === undefined ? [] : [{ id: round.id, hash: round.hash, salt, odd: 0 }];
    });
    void analysisClient()
      .verifyRounds(rounds)
      .then((list) => {
        if (current) setVerdicts(new Map(list.map((verdict) => [verdict.id, verdict])));
      });
    return () => {
      current = false;
    };
  }, [proofs.data]);
  return verdicts;
}

/** A candle's mark: its shown odd against the recomputed crash point, and its chain link. */
export function markOf(verdicts: CandleVerdicts, candle: { id: number; odd: number }): CandleMark {
  const verdict = verdicts.get(candle.id);
  if (verdict === undefined) return { state: 'unverifiable' };
  const crash = !sameOdd(candle.odd, verdict.expected);
  const link = verdict.linkMatches === false;
  return crash || link
    ? { state: 'mismatch', crash, link, expected: verdict.expected }
    : { state: 'verified' };
}
