// The held-money queue as the operator's terminal shows it (commands/held-command.ts).
import { formatCents } from '@velas/domain/money';
import type { HeldMoney } from './money-review.js';

const REASONS = {
  held_win: 'ganho retido',
  amount: 'acima do valor de análise',
  daily_cap: 'acima do limite diário',
  velocity: 'muitos saques na hora',
} as const;

export function heldMoneyText(held: HeldMoney): string {
  const withdrawals = held.withdrawals.map((row) =>
    [
      row.createdAt.toISOString(),
      String(row.id),
      String(row.userId),
      formatCents(row.amountCents),
      `${row.pixType} ${row.pixKey}`,
      REASONS[row.reviewReason],
    ].join('\t'),
  );
  const wins = held.wins.map((row) =>
    [
      row.createdAt.toISOString(),
      String(row.id),
      String(row.userId),
      formatCents(row.amountCents),
      `aposta ${formatCents(row.betCents)}, teto ${formatCents(row.limitCents)}`,
      row.gameName ?? '(jogo desconhecido)',
    ].join('\t'),
  );
  return [
    `Saques em análise: ${String(held.withdrawals.length)}`,
    ...(withdrawals.length > 0
      ? [['quando', 'saque', 'usuário', 'valor', 'chave Pix', 'motivo'].join('\t'), ...withdrawals]
      : []),
    '',
    `Ganhos retidos: ${String(held.wins.length)}`,
    ...(wins.length > 0
      ? [['quando', 'ganho', 'usuário', 'valor', 'aposta e teto', 'jogo'].join('\t'), ...wins]
      : []),
  ].join('\n');
}
