// Real odds next to observed rates (docs/product.md#odds-vs-observed): per multiplier, the true
// chance, the share in the window with its 95% interval and sample size, and a
// plain sentence on whether they agree.
import type { OddsVsObservedRow } from '@velas/analysis/odds/observed';
import type { Agreement } from '@velas/analysis/odds/wilson';
import { Card, CardTitle, Muted } from '../../ui/Card';
import { HowWeCalculate } from '../../ui/HowWeCalculate';
import { formatMultiplier, formatShare } from './format';

const verdicts: Record<Agreement, string> = {
  agrees: 'Dentro do esperado: a diferença é do tamanho do acaso.',
  observedAbove:
    'Acima do esperado nesta janela. Acontece por acaso em 1 de cada 20 janelas; não indica padrão.',
  observedBelow:
    'Abaixo do esperado nesta janela. Acontece por acaso em 1 de cada 20 janelas; não indica padrão.',
};

export function OddsVsObservedCard({ rows }: { rows: readonly OddsVsObservedRow[] }) {
  return (
    <Card aria-labelledby="odds-vs-observed-title">
      <CardTitle id="odds-vs-observed-title">Chance real x observada</CardTitle>
      <Muted>
        Quantas rodadas da janela chegaram a cada multiplicador, ao lado da chance real de cada um.
      </Muted>
      <ul>
        {rows.map((row) => (
          <li key={row.target} data-testid={`odds-${row.target}`}>
            <strong>{formatMultiplier(row.target)} ou mais</strong>: chance real{' '}
            {formatShare(row.theoretical)}
            {row.observed === null || row.interval === null || row.agreement === null ? (
              <> · sem rodadas na janela.</>
            ) : (
              <>
                {' '}
                · observada {formatShare(row.observed)} ({row.hits} de {row.rounds} rodadas;{' '}
                {formatShare(row.interval.lower)} a {formatShare(row.interval.upper)}).{' '}
                {verdicts[row.agreement]}
              </>
            )}
          </li>
        ))}
      </ul>
      <HowWeCalculate>
        <p>
          Chance real = 97% ÷ multiplicador. Entre parênteses, o intervalo de confiança de 95% da
          chance observada.
        </p>
      </HowWeCalculate>
    </Card>
  );
}
