// "Verificar intervalo" (docs/product.md#round-verification): from a round, or from the newest round
// of a date span, the worker walks the chain back round by round towards the
// published terminating hash (up to 100,000 rounds), with a progress bar and
// a cancel button.
import type { RangeProgress, RangeResult } from '@velas/analysis/fairness/verify-range';
import { MAX_RANGE_ROUNDS } from '@velas/domain/constants';
import type { RoundProofsQuery, RoundRange } from '@velas/domain/schemas/history';
import { memo, useRef, useState, type SyntheticEvent } from 'react';
import styled from 'styled-components';
import { isApiFailure } from '../../core/api';
import { analysisClient } from '../../lib/analysisClient';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Card, CardTitle, Muted } from '../../ui/Card';
import { DateField } from '../../ui/DateField';
import { Field } from '../../ui/Field';
import { HowWeCalculate } from '../../ui/HowWeCalculate';
import { useLazyRoundRangeQuery } from './fairnessApi';
import { rangeSentence } from './rangeSentence';

const Bar = styled.progress`
  width: 100%;
  height: 12px;
`;

const Result = styled.p<{ $ok: boolean }>`
  font-weight: 700;
  color: ${({ theme, $ok }) => ($ok ? theme.colors.gain : theme.colors.loss)};
`;

function packed(range: RoundRange) {
  const bytes = atob(range.hashes);
  const hashes = new Uint8Array(bytes.length);
  for (let index = 0; index < bytes.length; index += 1) hashes[index] = bytes.charCodeAt(index);
  return { ids: Float64Array.from(range.ids), hashes, odds: Float64Array.from(range.odds) };
}

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
  const [progress, setProgress] = useState<RangeProgress | null>(null);
  const [result, setResult] = useState<RangeResult | null>(null);
  const [running, setRunning] = useState(false);
  const abort = useRef<AbortController | null>(null);
  const [fetchRange, range] = useLazyRoundRangeQuery();

  async function check(event: SyntheticEvent) {
    event.preventDefault();
    setResult(null);
    setProgress(null);
    // One page as long as the walk itself: the check needs every stored round of it.
    const query =
      startId === ''
        ? { betHouse, from, to, limit: MAX_RANGE_ROUNDS }
        : { betHouse, startId: Number(startId), limit: MAX_RANGE_ROUNDS };
    const { data } = await fetchRange(query);
    if (data === undefined) return;
    const controller = new AbortController();
    abort.current = controller;
    setRunning(true);
    try {
      const outcome = await analysisClient().verifyChainRange(
        { hash: data.start.hash, salt: data.salt },
        { count: data.steps, terminatingHash: data.terminatingHash, stored: packed(data) },
        { onProgress: setProgress, signal: controller.signal },
      );
      setResult(outcome);
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
      <CardTitle>Verificar intervalo</CardTitle>
      <Muted>
        Confira de uma vez as rodadas de um dia ou de um período: seu navegador refaz cada uma e
        avisa se alguma não confere.
      </Muted>
      <HowWeCalculate>
        <p>
          Cada rodada guarda o hash da anterior. O navegador refaz, rodada por rodada, o caminho
          dessa cadeia até o hash final publicado pela casa (até{' '}
          {MAX_RANGE_ROUNDS.toLocaleString('pt-BR')} rodadas) e recalcula o resultado de cada uma.
        </p>
      </HowWeCalculate>
      <form onSubmit={(event) => void check(event)}>
        <Field
          label="A partir da rodada (opcional)"
          inputMode="numeric"
          value={startId}
          onValueChange={(value) => {
            setStartId(value.replace(/\D/g, ''));
          }}
        />
        <DateField
          label="De"
          initialDate={today}
          disabled={startId !== ''}
          onDateChange={setFrom}
        />
        <DateField label="Até" initialDate={today} disabled={startId !== ''} onDateChange={setTo} />
        <Button type="submit" disabled={running || range.isFetching}>
          Verificar intervalo
        </Button>
        {running && (
          <Button
            type="button"
            $variant="secondary"
            onClick={() => {
              abort.current?.abort();
            }}
          >
            Cancelar
          </Button>
        )}
      </form>
      {failure && <Alert>{failure}</Alert>}
      {running && (
        <Bar
          aria-label="Progresso da verificação"
          max={progress?.total ?? 1}
          value={progress?.checked ?? 0}
        />
      )}
      {result && (
        <Result role="status" $ok={ok}>
          {rangeSentence(result)}
        </Result>
      )}
    </Card>
  );
});
