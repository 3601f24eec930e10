import { backofficeTexts } from '@velas/domain/backoffice/texts';
import { formatCents } from '@velas/domain/money';
import type { ReconciliationResponse } from '@velas/domain/schemas/backoffice/reconciliation';

export type MoneyTotal = ReconciliationResponse['pix']['received'];

export const formatTotal = ({ count, cents }: MoneyTotal) => `${count} · ${formatCents(cents)}`;

/** An aggregator's line: its amount may be one the api could not read as cents. */
type AggregatorTotal = NonNullable<ReconciliationResponse['gameMoney']['aggregator']>['bet'];

export const formatAggregatorTotal = ({ count, cents }: AggregatorTotal) =>
  cents === null ? `${count} · ${backofficeTexts.unreadableAmount}` : formatTotal({ count, cents });
