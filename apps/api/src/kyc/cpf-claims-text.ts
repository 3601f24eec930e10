import { formatCents } from '@velas/domain/money';
import type { CpfClaimLine } from './cpf-claims-review-repository.js';

/** The command's table (tab-separated, pt-BR headers). */
const STATUS_WORDS = {
  pending: 'pendente',
  disputed: 'em disputa',
  settled: 'resolvida',
} as const;

export function cpfClaimsText(lines: readonly CpfClaimLine[]): string {
  if (lines.length === 0) return 'Nenhuma reivindicação de CPF em aberto.';
  const header = [
    'id',
    'quando',
    'cpf',
    'conta que provou (id e-mail)',
    'conta encerrada (id e-mail)',
    'saldo retido',
    'saldo hoje',
    'estado',
    'nota',
  ];
  const rows = lines.map((line) => [
    String(line.id),
    line.claimedAt,
    line.cpf,
    `${String(line.claimantId)} ${line.claimantEmail}`,
    `${String(line.releasedId)} ${line.releasedEmail}`,
    formatCents(line.heldBalanceCents),
    formatCents(line.balanceCents),
    STATUS_WORDS[line.status],
    line.note ?? '',
  ]);
  return [header, ...rows].map((row) => row.join('\t')).join('\n');
}
