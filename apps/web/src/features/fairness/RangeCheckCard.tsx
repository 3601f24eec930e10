// "Verificar intervalo" (docs/product.md#round-verification): from a round (up to 100,000 rounds
// back), or every round of a date span, a pool of workers (one per core)
// walks the chain back towards the published terminating hash, the span's
// pages fetched one ahead of the check, with a progress bar, the pace, the
// time left and a cancel button.
import type { RangeProgress, RangeResult } from '@velas/analysis/fairness/verify-range';
import { saoPauloDayStart } from '@velas/domain/calendar';
import { MAX_RANGE_ROUNDS } from '@velas/domain/constants';
import type { RoundProofsQuery } from '@velas/domain/schemas/history';
import { Alert } from '@velas/web-core/ui/Alert';
import { Button } from '@velas/web-core/ui/Button';
import { Card, CardTitle, Muted } from '@velas/web-core/ui/Card';
import { Field } from '@velas/web-core/ui/Field';
import { memo, useRef, useState, type SyntheticEvent } from 'react';
import styled from 'styled-components';
import { isApiFailure } from '../../core/api';
import { analysisClient } from '../../lib/analysisClient';
import { DateField } from '../../ui/DateField';
import { HowWeCalculate } from '../../ui/HowWeCalculate';
import { fairnessCopy } from './copy';
import { useLazyRoundRangeQuery } from './fairnessApi';
import { rangePageUnavailable, rangeStream, type RangeEstimate } from './rangePages';
import { rangeProgressText } from './rangeProgress';
import { rangeSentence } from './rangeSentence';

const Bar = styled.progress`
  width: 100%;
  height: 12px;
`;

const Result = styled.p<{ $ok: boolean }>`
  font-weight: 700;
  color: ${({ theme, $ok }) => ($ok ? theme.colors.gain : theme.colors.loss)};
`;

interface RangeCheckCardProps {
  betHouse: RoundProofsQuery['betHouse'];
  /** The São Paulo day the span fields start with. */
  today: string;
}

export const RangeCheckCard = memo(function RangeCheckCard({
  betHouse,
  today,
}: RangeCheckCardProps) {
  const [startId, setStartId] = useState('');
  const [from, setFrom] = useState(today);
  const [to, setTo] = useState(today);
  const [progress, setProgress] = useState<{ report: RangeProgress; exact: boolean } | null>(null);
  const [result, setResult] = useState<RangeResult | null>(null);
  const [running, setRunning] = useState(false);
  const abort = useRef<AbortController | null>(null);
  const [fetchRange, range] = useLazyRoundRangeQuery();

  async function check(event: SyntheticEvent) {
    event.preventDefault();
    setResult(null);
    setProgress(null);
    // From a round: one page as long as the walk. A span: all its pages, in
    // pages as long as the walk allows, the next one fetched during the check.
    const fromRound = startId !== '';
    const stream = await rangeStream(
      async (pageStart) => {
        const query =
          pageStart === undefined && fromRound
            ? { betHouse, startId: Number(startId), limit: MAX_RANGE_ROUNDS }
            : pageStart === undefined
              ? { betHouse, from, to, limit: MAX_RANGE_ROUNDS }
              : { betHouse, from, startId: pageStart, limit: MAX_RANGE_ROUNDS };
        return (await fetchRange(query)).data;
      },
      fromRound ? 0 : saoPauloDayStart(from),
      { onePage: fromRound },
    );
    if (stream === undefined) return;
    const { first, pages, estimate } = stream;
    const controller = new AbortController();
    abort.current = controller;
    setRunning(true);
    const report = (checked: RangeProgress, known: RangeEstimate) => {
      setProgress({ report: { ...checked, total: known.total }, exact: known.exact });
    };
    report({ checked: 0, total: 0, elapsedMs: 0 }, estimate());
    try {
      const outcome = await analysisClient().verifyChainPages(
        { hash: first.start.hash, salt: first.salt },
        pages,
        { terminatingHash: first.terminatingHash },
        {
          onProgress: (checked) => {
            report(checked, estimate());
          },
          signal: controller.signal,
        },
      );
      setResult(outcome);
    } catch (error) {
      // A page that failed to arrive is shown by the query's own error.
      if (!rangePageUnavailable(error)) throw error;
    } finally {
      setRunning(false);
      abort.current = null;
    }
  }

  const failure = range.isError && isApiFailure(range.error) ? range.error.message : null;
  const ok =
    result !== null &&
    !result.cancelled &&
    result.firstMismatch === null &&
    result.reachedTerminatingHash;

  return (
    <Card aria-busy={running || range.isFetching}>
      <CardTitle>{fairnessCopy.rangeTitle}</CardTitle>
      <Muted>{fairnessCopy.rangeLead}</Muted>
      <HowWeCalculate>
        <p>{fairnessCopy.rangeHow(MAX_RANGE_ROUNDS.toLocaleString('pt-BR'))}</p>
      </HowWeCalculate>
      <form onSubmit={(event) => void check(event)}>
        <Field
          label={fairnessCopy.fromRound}
          inputMode="numeric"
          value={startId}
          onValueChange={(value) => {
            setStartId(value.replace(/\D/g, ''));
          }}
        />
        <DateField
          label={fairnessCopy.fromDate}
          initialDate={today}
          disabled={startId !== ''}
          onDateChange={setFrom}
        />
        <DateField
          label={fairnessCopy.toDate}
          initialDate={today}
          disabled={startId !== ''}
          onDateChange={setTo}
        />
        <Button type="submit" disabled={running || range.isFetching}>
          {fairnessCopy.rangeTitle}
        </Button>
        {running && (
          <Button
            type="button"
            $variant="secondary"
            onClick={() => {
              abort.current?.abort();
            }}
          >
            {fairnessCopy.cancel}
          </Button>
        )}
      </form>
      {failure && <Alert>{failure}</Alert>}
      {running && progress && (
        <>
          <Bar
            aria-label={fairnessCopy.rangeProgress}
            max={Math.max(1, progress.report.total)}
            value={progress.report.checked}
          />
          <Muted aria-live="polite" data-testid="range-progress">
            {rangeProgressText(progress.report, progress.exact)}
          </Muted>
        </>
      )}
      {result && (
        <Result role="status" $ok={ok}>
          {rangeSentence(result)}
        </Result>
      )}
    </Card>
  );
});
