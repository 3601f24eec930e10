import { DEFAULT_BET_HOUSE } from '@velas/domain/constants';
import { roundsWord } from '@velas/domain/messages/sentences';
import type { Candle } from '@velas/domain/schemas/history';
import { Card, CardTitle, Muted } from '@velas/web-core/ui/Card';
import { ExportCsvLink } from '#/features/fairness/ExportCsvLink.tsx';
import { TextWithTerms } from '#/ui/Term.tsx';
import { signedInScreensCopy } from '../copy.ts';

/** Nothing until the window holds a round. */
export function ExportRoundsCard({ candles }: { candles: readonly Candle[] }) {
  const newest = candles[0];
  const oldest = candles.at(-1);
  if (!newest || !oldest) return null;
  return (
    <Card aria-labelledby="export-title">
      <CardTitle id="export-title">{signedInScreensCopy.downloadTitle}</CardTitle>
      <Muted>
        <TextWithTerms
          text={signedInScreensCopy.downloadLead(roundsWord(candles.length))}
          terms={['CSV', 'código de conferência', 'código da casa']}
        />
      </Muted>
      <ExportCsvLink betHouse={DEFAULT_BET_HOUSE} oldest={oldest.time} newest={newest.time} />
    </Card>
  );
}
