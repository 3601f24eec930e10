import { addDays, toSaoPaulo } from './calendar.js';
import { centsToDecimalString, formatCents, negateCents, toCents, type Cents } from './money.js';
import type { StatementLine } from './schemas/statement.js';
import type { StatementKind } from './statement-kinds.js';

export const statementTexts = {
  title: 'Extrato',
  balanceNow: 'Saldo agora',
  balanceNote: 'É o saldo depois da movimentação mais recente da lista.',
  kindFilter: 'Tipo',
  allKinds: 'Todas as movimentações',
  from: 'De',
  to: 'Até',
  download: 'Baixar extrato (planilha CSV)',
  more: 'Mostrar mais',
  loading: 'Carregando extrato...',
  failed: 'Não foi possível carregar o extrato. Tente novamente.',
  empty: 'Nenhuma movimentação neste filtro.',
  balanceAfter: 'Saldo depois desta movimentação:',
  dayBalance: 'Saldo do dia',
  daySummary: 'Resumo do dia',
  dayCameIn: 'Entrou',
  dayWentOut: 'Saiu',
  // Short enough to stay on one line beside its amount on a 360 px phone.
  dayGames: 'Nos jogos:',
  otherRecords: 'Outros registros',
  /** How many wait behind the tap, so it never looks empty. */
  otherRecordsCount: (count: number) => `Outros registros (${String(count)})`,
  otherRecordsDownload: 'Baixar outros registros (CSV)',
  otherRecordsHint:
    'Pix não pagos, devoluções, limites, pausas e autoexclusões: nada disso mudou o seu saldo.',
  receiptTitle: 'Comprovante de depósito Pix',
  receiptPaidAt: 'Pago em',
  receiptAmount: 'Valor recebido',
  receiptId: 'Identificador',
  receiptBalance: 'Saldo depois do depósito',
  receiptSeeStatement: 'Ver no extrato',
  pixWaiting: 'Assim que o Pix for pago, o comprovante aparece aqui sozinho.',
  streamTooManyTabs:
    'Muitas atualizações ao vivo abertas nesta conta. Feche outras abas e tente novamente.',
} as const;

export const STATEMENT_KIND_LABELS: Record<StatementKind, string> = {
  pix_in: 'Depósito Pix',
  withdrawal: 'Saque Pix',
  refund: 'Saque devolvido',
  bet: 'Aposta',
  win: 'Prêmio',
  rollback: 'Aposta estornada',
  adjustment: 'Ajuste da casa',
};

export const STATEMENT_FILTER_LABELS: Record<StatementKind, string> = {
  pix_in: 'Depósitos Pix',
  withdrawal: 'Saques Pix',
  refund: 'Saques devolvidos',
  bet: 'Apostas',
  win: 'Prêmios',
  rollback: 'Apostas estornadas',
  adjustment: 'Ajustes da casa',
};

/** The prize is the whole amount credited, the bet included. */
export function prizeResult(prizeCents: Cents, betCents: Cents): string {
  const net = toCents(prizeCents - betCents);
  const stake = `apostou ${formatCents(betCents)}`;
  if (net > 0) return `lucro de ${formatCents(net)} na rodada (${stake})`;
  if (net < 0) return `perda de ${formatCents(negateCents(net))} na rodada (${stake})`;
  return `sem lucro nem perda na rodada (${stake})`;
}

export function gamesResultWords(cents: Cents): string {
  if (cents > 0) return `você ganhou ${formatCents(cents)}`;
  if (cents < 0) return `você perdeu ${formatCents(negateCents(cents))}`;
  return 'sem lucro nem perda';
}

const WEEKDAYS = ['domingo', 'segunda', 'terça', 'quarta', 'quinta', 'sexta', 'sábado'];

/** "Hoje", "Ontem" or "sexta, 27/11/2026": a day heading (São Paulo dates). */
export function statementDayHeading(isoDate: string, now: number): string {
  const today = toSaoPaulo(now).date;
  // The calendar's day before, not 24 hours ago: a day had 23 or 25 hours under
  // daylight saving time.
  const yesterday = addDays(today, -1);
  if (isoDate === today) return 'Hoje';
  if (isoDate === yesterday) return 'Ontem';
  const weekday = WEEKDAYS[new Date(`${isoDate}T12:00:00Z`).getUTCDay()] ?? '';
  return `${weekday}, ${isoDate.slice(8, 10)}/${isoDate.slice(5, 7)}/${isoDate.slice(0, 4)}`;
}

export const statementLineDate = (line: Pick<StatementLine, 'at'>): string =>
  toSaoPaulo(Date.parse(line.at)).date;

export const STATEMENT_CSV_HEADER =
  '"data";"hora";"tipo";"detalhe";"valor (R$)";"saldo depois (R$)";"id"';

const csvCell = (text: string) => `"${text.replaceAll('"', '""')}"`;

/** As a spreadsheet set to pt-BR opens it. */
export function statementCsv(lines: readonly StatementLine[]): string {
  const rows = lines.map((line) => {
    const local = toSaoPaulo(Date.parse(line.at));
    return [
      local.date,
      local.time,
      STATEMENT_KIND_LABELS[line.kind],
      line.detail,
      centsToDecimalString(line.amount),
      centsToDecimalString(line.balanceAfter),
      String(line.id),
    ]
      .map(csvCell)
      .join(';');
  });
  return [STATEMENT_CSV_HEADER, ...rows].join('\r\n');
}
