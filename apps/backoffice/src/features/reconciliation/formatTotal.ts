import { formatCents } from '@velas/domain/money';
import type { ReconciliationResponse } from '@velas/domain/schemas/backoffice/reconciliation';

export type MoneyTotal = ReconciliationResponse['pix']['received'];

export const formatTotal = ({ count, cents }: MoneyTotal) => `${count} · ${formatCents(cents)}`;
