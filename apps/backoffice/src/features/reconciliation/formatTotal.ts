// How the report writes a total: "3 · R$ 300,00", how many and how much.
import { formatCents } from '@velas/domain/money';
import type { ReconciliationResponse } from '@velas/domain/schemas/backoffice/reconciliation';

export type MoneyTotal = ReconciliationResponse['pix']['received'];

export const formatTotal = ({ count, cents }: MoneyTotal) => `${count} · ${formatCents(cents)}`;
