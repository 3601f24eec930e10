import { DAY_MS, HOUR_MS, MINUTE_MS, toSaoPaulo, type CalendarPeriod } from './calendar.js';
import { formatCents, type Cents } from './money.js';

export const LOSS_PERIODS = ['day', 'week', 'month'] as const satisfies readonly CalendarPeriod[];
export type LossPeriod = (typeof LOSS_PERIODS)[number];

export const LOSS_PERIOD_LABELS: Record<LossPeriod, string> = {
  day: 'por dia',
  week: 'por semana',
  month: 'por mês',
};

/** Said where the limit is chosen: a week set on a Sunday renews the next day. */
export const LOSS_PERIOD_SPANS: Record<LossPeriod, string> = {
  day: 'O dia vai de 00:00 a 23:59 (horário de Brasília).',
  week: 'A semana vai de segunda a domingo: o limite renova toda segunda às 00:00.',
  month: 'O mês vai do dia 1 ao último dia: o limite renova todo dia 1 às 00:00.',
};

export const LOSS_LIMIT_MIN_CENTS = 1_000;
export const LOSS_LIMIT_MAX_CENTS = 10_000_000;
export const SESSION_LIMIT_MIN_MINUTES = 15;
export const SESSION_LIMIT_MAX_MINUTES = 720;
export const SUGGESTED_LIMITS = {
  lossLimit: 20_000,
  lossPeriod: 'week',
  sessionMinutes: 60,
} as const;
export const WIDEST_LIMITS: Limits = {
  lossLimit: LOSS_LIMIT_MAX_CENTS as Cents,
  lossPeriod: 'month',
  sessionMinutes: SESSION_LIMIT_MAX_MINUTES,
};
export const REALITY_CHECK_DEFAULT_MINUTES = 60;
export const REALITY_CHECK_OPTIONS = [15, 30, 60, 90, 120] as const;

/** A raise of any limit applies this long after it was asked for; a lowering at once. */
export const RAISE_DELAY_MS = 24 * HOUR_MS;
export const SESSION_BREAK_MS = 15 * MINUTE_MS;

export const PAUSE_DURATIONS = {
  '24h': 24 * HOUR_MS,
  '7d': 7 * DAY_MS,
  '30d': 30 * DAY_MS,
} as const;
export type PauseDuration = keyof typeof PAUSE_DURATIONS;
export const EXCLUSION_MAX_MONTHS = 12;
/** The government's central self-exclusion platform (SPA/MF). */
export const SELF_EXCLUSION_PLATFORM_URL =
  'https://www.gov.br/fazenda/pt-br/composicao/orgaos/secretaria-de-premios-e-apostas/autoexclusao';
export const CVV_PHONE_URL = 'tel:188';
export const CVV_SITE_URL = 'https://cvv.org.br';
/** Part of the product, not of an operator's settings. */
export const PUBLIC_HELP_URLS = [SELF_EXCLUSION_PLATFORM_URL, CVV_PHONE_URL, CVV_SITE_URL] as const;

export interface Limits {
  lossLimit: Cents;
  lossPeriod: LossPeriod;
  sessionMinutes: number;
}

/**
 * Another period is never a lowering: R$ 500 a day allows more than R$ 500 a
 * month, and the other way round is not comparable either.
 */
export function isLowering(current: Limits, next: Limits): boolean {
  return (
    next.lossPeriod === current.lossPeriod &&
    next.lossLimit <= current.lossLimit &&
    next.sessionMinutes <= current.sessionMinutes
  );
}

export function formatDayAndTime(instant: number): string {
  const local = toSaoPaulo(instant);
  return `${local.date.slice(8, 10)}/${local.date.slice(5, 7)} às ${local.time.slice(0, 5)}`;
}

export function formatDateAndTime(instant: number): string {
  const local = toSaoPaulo(instant);
  return `${local.date.slice(8, 10)}/${local.date.slice(5, 7)}/${local.date.slice(0, 4)} às ${local.time.slice(0, 5)}`;
}

const rtpNumber = (rtpPercent: number) =>
  rtpPercent.toLocaleString('pt-BR', { maximumFractionDigits: 2 });

/** Never the acronym alone. */
export function formatRtp(rtpPercent: number): string {
  return `Retorno ao jogador ${rtpNumber(rtpPercent)}%`;
}

/** The whole sentence wrapped onto five lines under the tile's art. */
export function rtpBadge(rtpPercent: number): string {
  return `Retorno ${rtpNumber(rtpPercent)}%`;
}

/** An acronym, or an example figure beside another game's, read as two different numbers. */
export function rtpInWords(rtpPercent: number): string {
  const keptCents = Math.round((100 - rtpPercent) * 100) as Cents;
  return `${formatRtp(rtpPercent)}: a casa fica com ${formatCents(keptCents)} de cada ${formatCents(10_000 as Cents)} apostados`;
}

export function explainRtp(rtpPercent: number): string {
  return `${rtpInWords(rtpPercent)}, em média. Ninguém consegue prever as rodadas.`;
}

/** Shown at sign-up and at each sign-in, not only in the footer. */
export const RISK_WARNING =
  'Apostas envolvem o risco de perder o dinheiro apostado e podem causar dependência. Aposte só o que pode perder.';

export const LOSS_LIMIT_REACHED_OPENING = 'Limite de perdas atingido: ';

export const LOSS_LIMIT_EXCEEDED_OPENING = 'Este valor passa do seu limite de perdas';

export const isLossLimitRefusal = (message: string): boolean =>
  message.startsWith(LOSS_LIMIT_REACHED_OPENING) || message.startsWith(LOSS_LIMIT_EXCEEDED_OPENING);

export const protectionRefusals = {
  lossLimitReached: (limits: Limits, renewsAt: number) =>
    `${LOSS_LIMIT_REACHED_OPENING}${formatCents(limits.lossLimit)} ${LOSS_PERIOD_LABELS[limits.lossPeriod]}. Renova em ${formatDayAndTime(renewsAt)}.`,
  /** The limit is not reached: it says what still fits, never "atingido". */
  lossLimitExceeded: (limits: Limits, left: Cents) =>
    `${LOSS_LIMIT_EXCEEDED_OPENING} (${formatCents(limits.lossLimit)} ${LOSS_PERIOD_LABELS[limits.lossPeriod]}). Máximo agora: ${formatCents(left)}.`,
  sessionLimitReached: (minutes: number, nextSessionAt: number) =>
    `Você atingiu seu limite de sessão de ${String(minutes)} minutos. Faça uma pausa: depósitos, jogos e sinais voltam em ${formatDayAndTime(nextSessionAt)} (pausa mínima de ${String(SESSION_BREAK_MS / MINUTE_MS)} minutos).`,
  paused: (endsAt: number) =>
    `Sua conta está em pausa até ${formatDateAndTime(endsAt)}. Você pode entrar, ver seu histórico e sacar seu saldo.`,
  excluded: (endsAt: number | null) =>
    endsAt === null
      ? 'Você se autoexcluiu por tempo indeterminado. Você pode entrar, ver seu histórico e sacar seu saldo.'
      : `Você se autoexcluiu até ${formatDateAndTime(endsAt)}. Você pode entrar, ver seu histórico e sacar seu saldo.`,
  limitsRequired:
    'Antes de continuar, escolha seu limite de perdas e seu limite de tempo de sessão em Jogo responsável.',
  exclusionCannotShorten: 'Uma autoexclusão não pode ser encurtada.',
  closeNeedsZeroBalance: (balance: Cents) =>
    `Saque seu saldo de ${formatCents(balance)} antes de encerrar a conta.`,
  closePendingDeposit:
    'Há um depósito Pix aguardando pagamento. Encerre a conta depois que ele for pago ou vencer.',
  accountClosed: 'Esta conta foi encerrada.',
} as const;
