import { MINUTE_MS } from '../calendar.js';
import { WITHDRAWAL_DEADLINE_MINUTES } from '../constants.js';
import { negateCents, toCents, type Cents } from '../money.js';
import { historyMessages } from './history.js';

/** The names between braces in a message: "{valor} em {dia}" gives "valor" | "dia". */
type Placeholders<Text extends string> = Text extends `${string}{${infer Name}}${infer Rest}`
  ? Name | Placeholders<Rest>
  : never;

/** The compiler asks for every name the text holds and no other. */
export function fill<Text extends string>(
  message: Text,
  values: Record<Placeholders<Text>, string | number>,
): string {
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = (values as Record<string, string | number | undefined>)[name];
    return value === undefined ? whole : String(value);
  });
}

/** With no-break spaces: a duration never splits across lines. */
export function minutesInWords(seconds: number): string {
  const minutes = Math.round(seconds / 60);
  if (minutes < 1) return 'menos de 1\u00a0min';
  if (minutes < 60) return `${String(minutes)}\u00a0min`;
  const rest = minutes % 60;
  return `${String(Math.floor(minutes / 60))}\u00a0h${rest === 0 ? '' : `\u00a0${String(rest)}\u00a0min`}`;
}

/** "menos de 1 minuto", "1 minuto", "12 minutos", "2 horas", "1 hora e 5 minutos". */
export function durationInWords(milliseconds: number): string {
  const minutes = Math.max(0, Math.floor(milliseconds / MINUTE_MS));
  if (minutes < 1) return 'menos de 1 minuto';
  const minuteWords = (count: number) => `${String(count)} ${count === 1 ? 'minuto' : 'minutos'}`;
  if (minutes < 60) return minuteWords(minutes);
  const hours = Math.floor(minutes / 60);
  const hourWords = `${String(hours)} ${hours === 1 ? 'hora' : 'horas'}`;
  return minutes % 60 === 0 ? hourWords : `${hourWords} e ${minuteWords(minutes % 60)}`;
}

const DEADLINE_HOURS = `${String(WITHDRAWAL_DEADLINE_MINUTES / 60)}\u00a0horas`;
const DEADLINE_WORDS = `o prazo é de até ${DEADLINE_HOURS}`;

/** Every moment the api's: `now` is the api's clock, not the phone's. */
export function withdrawalClockSentence(
  withdrawal: {
    status: 'processing' | 'review' | 'paid' | 'failed';
    timeline: readonly { step: string; at: string }[];
  },
  now: number,
): string {
  const at = (step: string) => {
    const moment = withdrawal.timeline.find((item) => item.step === step);
    return moment === undefined ? null : Date.parse(moment.at);
  };
  const requested = at('requested') ?? now;
  const deadline = WITHDRAWAL_DEADLINE_MINUTES * MINUTE_MS;
  if (withdrawal.status === 'paid') {
    const took = (at('paid') ?? now) - requested;
    return `pago ${durationInWords(took)} depois do pedido, ${took <= deadline ? 'dentro' : 'depois'} do prazo de até ${DEADLINE_HOURS}`;
  }
  if (withdrawal.status === 'failed')
    return `devolvido ao seu saldo ${durationInWords((at('returned') ?? now) - requested)} depois do pedido`;
  const age = durationInWords(now - requested);
  const sent = at('sent');
  const state =
    withdrawal.status === 'review'
      ? `em análise há ${age}`
      : sent === null
        ? `solicitado há ${age}`
        : sent - requested < MINUTE_MS
          ? `enviado há ${age}`
          : `pedido há ${age} e enviado há ${durationInWords(now - sent)}`;
  if (now - requested > deadline)
    return `${state}: passou do prazo de até ${DEADLINE_HOURS}. Se precisar, fale com o suporte.`;
  return `${state}; ${DEADLINE_WORDS}`;
}

/** How many rounds reached the label, never a time to wait for. */
export function hoursObservedSentence(label: string, hits: number, rounds: number): string {
  const share = rounds === 0 ? 0 : (hits / rounds) * 100;
  const percent = share.toLocaleString('pt-BR', { maximumFractionDigits: 1 });
  return `${label} saiu em ${hits.toLocaleString('pt-BR')} das últimas ${roundsWord(rounds)} (${percent}%).`;
}

/** Said once above the counts: under each threshold it read as a time to wait. */
export function hoursWindowSentence(rounds: number, spanSeconds: number): string {
  return `Contamos as últimas ${roundsWord(rounds)}, cerca de ${minutesInWords(spanSeconds)} de jogo.`;
}

/**
 * A net position alone read as a win after a deposit; each movement is said
 * as it was, and an open Pix charge apart.
 */
export function todayMoneySentence(
  today: { deposits: Cents; withdrawals: Cents; net: Cents; awaiting: Cents },
  formatMoney: (amount: Cents) => string,
): string {
  const awaiting = today.awaiting > 0 ? ` · ${awaitingPixWords(today.awaiting, formatMoney)}` : '';
  if (today.deposits === 0 && today.withdrawals === 0)
    return `Hoje: nenhum depósito ou saque${awaiting}`;
  if (today.withdrawals === 0)
    return `Hoje: você depositou ${formatMoney(today.deposits)}${awaiting}`;
  if (today.deposits === 0) return `Hoje: você sacou ${formatMoney(today.withdrawals)}${awaiting}`;
  return `Hoje: você depositou ${formatMoney(today.deposits)} e sacou ${formatMoney(today.withdrawals)}${awaiting}`;
}

const awaitingPixWords = (cents: Cents, formatMoney: (amount: Cents) => string) =>
  `${formatMoney(cents)} em Pix aguardando pagamento`;

const PERIOD_SCOPES = { day: 'hoje', week: 'nesta semana', month: 'neste mês' } as const;

/**
 * Without "Conta depósitos e saques, não o resultado dos jogos." players read
 * the figure as what they lost, beside the Extrato's much smaller "Nos jogos".
 * The figure never goes below zero, so a period with more withdrawn is said in words.
 */
/** What the loss limit counts in a period, against the limit; `awaiting` is unpaid Pix. */
export interface LossLimitCount {
  period: keyof typeof PERIOD_SCOPES;
  net: Cents;
  limit: Cents;
  awaiting?: Cents;
}

export function lossLimitCountSentence(
  { period, net, limit, awaiting = toCents(0) }: LossLimitCount,
  formatMoney: (amount: Cents) => string,
): string {
  const paid = toCents(net - awaiting);
  const parts = [
    `Depositado menos sacado ${PERIOD_SCOPES[period]}: ${formatMoney(toCents(Math.max(0, net)))} de ${formatMoney(limit)} (seu limite de perdas).`,
    'Conta depósitos e saques, não o resultado dos jogos.',
  ];
  if (awaiting > 0)
    parts.push(
      `Inclui ${formatMoney(awaiting)} de Pix ainda não pago, reservado até ser pago, cancelado ou expirar.`,
    );
  if (paid < 0) parts.push(`Você sacou ${formatMoney(negateCents(paid))} a mais do que depositou.`);
  return parts.join(' ');
}

/**
 * The mean, not the median: a rule that wins a little in most sessions and
 * loses the bankroll in a few has a median above the start.
 */
export function strategyHeadline(
  run: { sessions: number; bankroll: Cents; meanFinal: Cents },
  formatMoney: (amount: Cents) => string,
): string {
  const difference = run.meanFinal - run.bankroll;
  const against =
    difference === 0
      ? 'o mesmo valor do início'
      : `${formatMoney(toCents(Math.abs(difference)))} a ${difference < 0 ? 'menos' : 'mais'} do que no início`;
  return `Em ${run.sessions.toLocaleString('pt-BR')} ${run.sessions === 1 ? 'partida' : 'partidas'} de ${formatMoney(run.bankroll)}, a banca terminou em média com ${formatMoney(run.meanFinal)}: ${against}.`;
}

export function houseKeepsSentence(rtpPercent: number, formatMoney: (amount: Cents) => string) {
  const kept = toCents(Math.round((100 - rtpPercent) * 100));
  return `A casa fica, em média, com ${formatMoney(kept)} de cada ${formatMoney(toCents(10_000))} apostados.`;
}

export function roundDetailSentence(
  round: { game: string; round: string; bets: Cents; wins: Cents; rollbacks: Cents },
  formatMoney: (amount: Cents) => string,
): string {
  const parts = [`apostou ${formatMoney(round.bets)}`, `recebeu ${formatMoney(round.wins)}`];
  if (round.rollbacks > 0) parts.push(`estorno de ${formatMoney(round.rollbacks)}`);
  return `${round.game}, rodada ${round.round}: ${parts.join(', ')}`;
}

export function sessionPlaySentence(
  play: { bets: Cents; wins: Cents; net: Cents },
  formatMoney: (amount: Cents) => string,
): string {
  const net = play.net < 0 ? `-${formatMoney(negateCents(play.net))}` : formatMoney(play.net);
  return `Na sessão: apostou ${formatMoney(play.bets)}, ganhou ${formatMoney(play.wins)} (resultado: ${net})`;
}

export function myReturnSentence(
  observed: { rounds: number; ratio: number; lower: number; upper: number },
  rtpPercent: number | null,
): string {
  const percent = (ratio: number) =>
    `${(ratio * 100).toLocaleString('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 })}%`;
  const rtp =
    rtpPercent === null
      ? ''
      : ` Retorno ao jogador do jogo: ${rtpPercent.toLocaleString('pt-BR')}%.`;
  return `Você recebeu ${percent(observed.ratio)} do que apostou em ${String(observed.rounds)} rodadas (intervalo de 95%: ${percent(observed.lower)} a ${percent(observed.upper)}).${rtp}`;
}

/** "30x", "30x e 50x", "30x, 50x e 100x" */
function andList(names: readonly string[]): string {
  return names.length < 2
    ? (names[0] ?? '')
    : `${names.slice(0, -1).join(', ')} e ${String(names.at(-1))}`;
}

export const roundsWord = (count: number) =>
  `${count.toLocaleString('pt-BR')} ${count === 1 ? 'rodada' : 'rodadas'}`;

/**
 * The next round's chance first, which no run changes, then how long ago the
 * last one was. The run's own rarity ("acontece em 19% das vezes") is not on
 * the line: a small figure beside a long run read as "it is due"
 * (docs/product/probability-lab.md#gaps-in-context); it waits behind Como calculamos.
 * `position` is the last such round's 1-based place in the window (null: none).
 */
export interface GapLineInput {
  name: string;
  position: number | null;
  windowSize: number;
  /** The next round's chance, already written as a percentage. */
  nextChance: string;
}

export function gapLine({ name, position, windowSize, nextChance }: GapLineInput): string {
  const next = `${name}: ${nextChance} de chance na próxima rodada, como em toda rodada.`;
  if (position === 1) return `${next} A mais recente chegou a ${name}.`;
  if (position === null) return `${next} Nenhuma nas últimas ${roundsWord(windowSize)}.`;
  return `${next} A última foi há ${roundsWord(position - 1)}.`;
}

export function oddsVsObservedSummary(
  rows: readonly { name: string; agreement: 'agrees' | 'observedAbove' | 'observedBelow' | null }[],
  windowSize: number,
): string {
  const measured = rows.filter((row) => row.agreement !== null);
  if (measured.length === 0) return 'Ainda não há rodadas para comparar.';
  const outside = measured.filter((row) => row.agreement !== 'agrees');
  if (outside.length === 0)
    return `Tudo dentro do esperado nas últimas ${roundsWord(windowSize)}: as diferenças são do tamanho do acaso.`;
  // "as de 30x ou mais e as de 100x ou mais saíram mais vezes": "30x e 100x
  // acima do esperado" read as "thirty times above".
  const named = (agreement: 'observedAbove' | 'observedBelow', words: string) => {
    const names = outside
      .filter((row) => row.agreement === agreement)
      .map((row) => `as de ${row.name} ou mais`);
    return names.length === 0 ? [] : [`${andList(names)} ${words}`];
  };
  const list = [
    ...named('observedAbove', 'saíram mais vezes do que a chance real prevê'),
    ...named('observedBelow', 'saíram menos vezes do que a chance real prevê'),
  ];
  const byChance = fill(historyMessages.oddsOutsideByChance, { rodadas: roundsWord(windowSize) });
  return `Nas últimas ${roundsWord(windowSize)}, ${andList(list)}. ${byChance}`;
}

/** Over the window the tables count ("Hoje desde as 15h12"), never "hoje" when the samples start after midnight. */
export function houseCompareVerdict(compare: {
  labelA: string;
  labelB: string;
  roundsA: number;
  roundsB: number;
  since: string;
  differing: readonly { name: string; higher: 'a' | 'b' }[];
}): string {
  const { labelA, labelB, roundsA, roundsB, since, differing } = compare;
  if (roundsA === 0 || roundsB === 0) return historyMessages.compareNoRounds;
  const sample =
    roundsA === roundsB
      ? `Hoje desde as ${since}, em ${roundsWord(roundsA)} de cada casa`
      : `Hoje desde as ${since}, em ${roundsWord(roundsA)} de ${labelA} e ${roundsWord(roundsB)} de ${labelB}`;
  if (differing.length === 0)
    return `Nenhuma casa pagou mais. ${sample}, ${labelA} e ${labelB} pagaram parecido: as diferenças são do tamanho do acaso.`;
  const parts = (['a', 'b'] as const).flatMap((house) => {
    const names = differing.filter((row) => row.higher === house).map((row) => row.name);
    if (names.length === 0) return [];
    const [more, less] = house === 'a' ? [labelA, labelB] : [labelB, labelA];
    return [`${more} pagou mais velas de ${andList(names)} ou mais que ${less}`];
  });
  return `${sample}, ${andList(parts)}, além do que o acaso explicaria. ${historyMessages.comparePastOnly}`;
}
