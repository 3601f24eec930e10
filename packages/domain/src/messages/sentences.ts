// The sentences built from figures, and the typed fill() of a message's
// {placeholders}, imported as @velas/domain/messages/sentences.
import { MINUTE_MS } from '../calendar.js';
import { WITHDRAWAL_DEADLINE_MINUTES } from '../constants.js';
import { historyMessages } from './history.js';

/** The names between braces in a message: "{valor} em {dia}" gives "valor" | "dia". */
type Placeholders<Text extends string> = Text extends `${string}{${infer Name}}${infer Rest}`
  ? Name | Placeholders<Rest>
  : never;

/**
 * A message with its placeholders filled: fill(messages.depositMinimum,
 * { valor: 'R$ 10,00' }). The compiler asks for every name the text holds
 * and no other, so a renamed placeholder cannot be left unfilled.
 */
export function fill<Text extends string>(
  message: Text,
  values: Record<Placeholders<Text>, string | number>,
): string {
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = (values as Record<string, string | number | undefined>)[name];
    return value === undefined ? whole : String(value);
  });
}

/**
 * A span of seconds in minutes, in words ("menos de 1 min", "12 min",
 * "6 h 53 min"), with no-break spaces: a duration never splits across lines.
 */
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

/** "2 horas" with a no-break space: the figure never ends a line apart from its unit. */
const DEADLINE_HOURS = `${String(WITHDRAWAL_DEADLINE_MINUTES / 60)}\u00a0horas`;
const DEADLINE_WORDS = `o prazo é de até ${DEADLINE_HOURS}`;

/**
 * A withdrawal's age against its 120-minute deadline, in plain words
 * (docs/product/wallet.md#wallet-withdrawals), every moment the api's: "enviado há 12
 * minutos; o prazo é de até 2 horas". `now` is the api's clock, not the phone's.
 */
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

/**
 * Horários (docs/product/aviator-analysis.md#time-estimates): how many of the rounds read
 * reached the label, never a time to wait for: "10x ou mais saiu em 89 das
 * últimas 1.000 rodadas (8,9%)." The window is said once (hoursWindowSentence).
 */
export function hoursObservedSentence(label: string, hits: number, rounds: number): string {
  const share = rounds === 0 ? 0 : (hits / rounds) * 100;
  const percent = share.toLocaleString('pt-BR', { maximumFractionDigits: 1 });
  return `${label} saiu em ${hits.toLocaleString('pt-BR')} das últimas ${roundsWord(rounds)} (${percent}%).`;
}

/**
 * The window the counts cover, said once above them: how many rounds and how
 * long they took to play. Under each threshold it read as a time to wait.
 */
export function hoursWindowSentence(rounds: number, spanSeconds: number): string {
  return `Contamos as últimas ${roundsWord(rounds)}, cerca de ${minutesInWords(spanSeconds)} de jogo.`;
}

/**
 * Today's money in words beside the balance (docs/product/player-protection.md#play-session): a
 * net position alone ("R$ 50,00") read as a win after a deposit, and "depositou
 * R$ 50,00 a mais do que sacou" as a riddle; each movement is said as it was.
 * Only paid deposits count as deposited; an open Pix charge is said apart.
 */
export function todayMoneySentence(
  today: { deposits: number; withdrawals: number; net: number; awaiting: number },
  formatMoney: (cents: number) => string,
): string {
  const awaiting = today.awaiting > 0 ? ` · ${awaitingPixWords(today.awaiting, formatMoney)}` : '';
  if (today.deposits === 0 && today.withdrawals === 0)
    return `Hoje: nenhum depósito ou saque${awaiting}`;
  if (today.withdrawals === 0)
    return `Hoje: você depositou ${formatMoney(today.deposits)}${awaiting}`;
  if (today.deposits === 0) return `Hoje: você sacou ${formatMoney(today.withdrawals)}${awaiting}`;
  return `Hoje: você depositou ${formatMoney(today.deposits)} e sacou ${formatMoney(today.withdrawals)}${awaiting}`;
}

const awaitingPixWords = (cents: number, formatMoney: (cents: number) => string) =>
  `${formatMoney(cents)} em Pix aguardando pagamento`;

const PERIOD_SCOPES = { day: 'hoje', week: 'nesta semana', month: 'neste mês' } as const;

/**
 * What the loss limit counts, named for what it is (docs/product/player-protection.md#loss-limit):
 * "Depositado menos sacado nesta semana: R$ 70,00 de R$ 200,00 (seu limite de
 * perdas). Conta depósitos e saques, não o resultado dos jogos." Without that
 * last sentence players read the figure as what they lost, beside the Extrato's
 * much smaller "Nos jogos". `net` counts open Pix charges, as the limit does; the
 * sentence says how much of it is such a charge and that it is only reserved,
 * and says a period with more withdrawn than deposited in words, since the
 * figure never goes below zero.
 */
export function lossLimitCountSentence(
  period: keyof typeof PERIOD_SCOPES,
  net: number,
  limit: number,
  formatMoney: (cents: number) => string,
  awaiting = 0,
): string {
  const paid = net - awaiting;
  const parts = [
    `Depositado menos sacado ${PERIOD_SCOPES[period]}: ${formatMoney(Math.max(0, net))} de ${formatMoney(limit)} (seu limite de perdas).`,
    'Conta depósitos e saques, não o resultado dos jogos.',
  ];
  if (awaiting > 0)
    parts.push(
      `Inclui ${formatMoney(awaiting)} de Pix ainda não pago, reservado até ser pago, cancelado ou expirar.`,
    );
  if (paid < 0) parts.push(`Você sacou ${formatMoney(-paid)} a mais do que depositou.`);
  return parts.join(' ');
}

/**
 * The strategy lab's answer first (docs/product/probability-lab.md#strategy-lab), against the
 * bankroll the player started with: "Em 10.000 partidas de R$ 100,00, a banca
 * terminou em média com R$ 96,95: R$ 3,05 a menos do que no início." The
 * mean, not the median: a rule that wins a little in most sessions and loses
 * the bankroll in a few has a median above the start, and the mean shows the
 * house's share of every such rule.
 */
export function strategyHeadline(
  run: { sessions: number; bankroll: number; meanFinal: number },
  formatMoney: (cents: number) => string,
): string {
  const difference = run.meanFinal - run.bankroll;
  const against =
    difference === 0
      ? 'o mesmo valor do início'
      : `${formatMoney(Math.abs(difference))} a ${difference < 0 ? 'menos' : 'mais'} do que no início`;
  return `Em ${run.sessions.toLocaleString('pt-BR')} ${run.sessions === 1 ? 'partida' : 'partidas'} de ${formatMoney(run.bankroll)}, a banca terminou em média com ${formatMoney(run.meanFinal)}: ${against}.`;
}

/** What every stake costs on average: "A casa fica, em média, com R$ 3,00 de cada R$ 100,00 apostados." */
export function houseKeepsSentence(rtpPercent: number, formatMoney: (cents: number) => string) {
  return `A casa fica, em média, com ${formatMoney((100 - rtpPercent) * 100)} de cada ${formatMoney(10_000)} apostados.`;
}

/** A round of 'Meu histórico': "Aviator, rodada MINES_BET:123: apostou R$ 5,00, recebeu R$ 9,75". */
export function roundDetailSentence(
  round: { game: string; round: string; bets: number; wins: number; rollbacks: number },
  formatMoney: (cents: number) => string,
): string {
  const parts = [`apostou ${formatMoney(round.bets)}`, `recebeu ${formatMoney(round.wins)}`];
  if (round.rollbacks > 0) parts.push(`estorno de ${formatMoney(round.rollbacks)}`);
  return `${round.game}, rodada ${round.round}: ${parts.join(', ')}`;
}

/** The session's play in words: "Na sessão: apostou R$ 15,00, ganhou R$ 9,75 (resultado: -R$ 5,25)". */
export function sessionPlaySentence(
  play: { bets: number; wins: number; net: number },
  formatMoney: (cents: number) => string,
): string {
  const net = play.net < 0 ? `-${formatMoney(-play.net)}` : formatMoney(play.net);
  return `Na sessão: apostou ${formatMoney(play.bets)}, ganhou ${formatMoney(play.wins)} (resultado: ${net})`;
}

/** "Você recebeu 92,1% do que apostou em 120 rodadas (intervalo de 95%: 71,3% a 112,9%). Retorno ao jogador do jogo: 97%." */
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

/** "1 rodada", "1.000 rodadas": a count of rounds always with pt-BR thousands (docs/product/aviator-analysis.md#aviator-analysis). */
export const roundsWord = (count: number) =>
  `${count.toLocaleString('pt-BR')} ${count === 1 ? 'rodada' : 'rodadas'}`;

/**
 * "Chance na próxima rodada", one line per multiplier (docs/product/probability-lab.md#gaps-in-context):
 * the next round's chance first, which no run changes, then the run in
 * figures that say themselves ("30x: 3,23% de chance na próxima rodada, como
 * em toda rodada. A última foi há 51 rodadas; ficar 51 rodadas seguidas sem
 * ela acontece em 19,12% das vezes."). The chances come formatted at one
 * precision, the one every card of the screen uses; `position` is the last
 * such round's 1-based place in the newest-first window (null: none in it).
 */
export function gapLine(
  name: string,
  position: number | null,
  windowSize: number,
  tailChance: string,
  nextChance: string,
): string {
  const next = `${name}: ${nextChance} de chance na próxima rodada, como em toda rodada.`;
  if (position === 1) return `${next} A mais recente chegou a ${name}.`;
  if (position === null)
    return `${next} Nenhuma nas últimas ${roundsWord(windowSize)}: isso acontece em ${tailChance} das vezes.`;
  const rounds = roundsWord(position - 1);
  const run = position - 1 === 1 ? rounds : `${rounds} seguidas`;
  return `${next} A última foi há ${rounds}; ficar ${run} sem ela acontece em ${tailChance} das vezes.`;
}

/**
 * The first line of "Chance real x observada" (docs/product/probability-lab.md#odds-vs-observed): all
 * in line, or which multipliers fell outside their 95% interval and how often
 * that happens by chance.
 */
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

/**
 * The verdict that opens Comparar casas (docs/product/comparing-houses.md#comparing-houses): in one
 * sentence, whether today's samples tell the two houses apart, and where, over
 * the window the tables under it count ("Hoje desde as 15h12"), never "hoje"
 * alone when the samples start after midnight.
 */
export function houseCompareVerdict(compare: {
  labelA: string;
  labelB: string;
  roundsA: number;
  roundsB: number;
  /** The São Paulo time the compared rounds start from, "15h12". */
  since: string;
  /** Targets ("10x") where the difference is larger than chance explains, with the house that paid more. */
  differing: readonly { name: string; higher: 'a' | 'b' }[];
}): string {
  const { labelA, labelB, roundsA, roundsB, since, differing } = compare;
  if (roundsA === 0 || roundsB === 0) return historyMessages.compareNoRounds;
  const sample =
    roundsA === roundsB
      ? `Hoje desde as ${since}, em ${roundsWord(roundsA)} de cada casa`
      : `Hoje desde as ${since}, em ${roundsWord(roundsA)} de ${labelA} e ${roundsWord(roundsB)} de ${labelB}`;
  // What the test shows, first: no house pays more (docs/product/comparing-houses.md#comparing-houses).
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
