// O núcleo do verificador offline (docs/product/provably-fair-rounds.md#provably-fair-rounds): só WebCrypto
// (crypto.subtle), que funciona offline em file:// e localhost. De propósito, não usa
// nenhum código do jogo nem do painel: é uma segunda conta, independente, que o jogador
// pode ler. Roda na página e, copiado num Worker (blob:), longe da thread da tela: o
// mesmo texto (packages/verifier-page/src/build-page.ts o põe na página).

const HASH_PATTERN = /^[0-9a-f]{64}$/;
// Contas do WebCrypto em voo ao mesmo tempo: em lote elas usam vários núcleos.
const BATCH = 512;

export type Progress = (done: number, total: number) => void;

interface Control {
  onProgress?: Progress;
  /** Perguntado entre os lotes: verdadeiro para interromper. */
  shouldStop?: () => boolean;
}

export interface WalkOptions extends Control {
  hash: string;
  salt: string;
  count: number;
  terminating?: string;
  /** Falso: só os elos, sem calcular nem guardar as rodadas (o resto depois de uma lista). */
  keepRounds?: boolean;
}

export interface WalkedRound {
  /** 0 a rodada informada, -1 a anterior, e assim por diante. */
  offset: number;
  hash: string;
  crash: number;
}

export interface Walk {
  rounds: WalkedRound[];
  reachedTerminating: boolean;
  steps: number;
}

export interface StoredRound {
  id: number | null;
  hash: string;
  odd: number;
}

export interface ListOptions extends Control {
  /** Da mais recente para a mais antiga. */
  rounds: StoredRound[];
  salt: string;
  count: number;
  terminating?: string;
  /** O hash da rodada jogada logo depois da primeira da lista: o elo dela é conferido também. */
  next?: string;
}

export interface CheckedRound extends StoredRound {
  crash: number;
  crashMatches: boolean;
  /** null: sem rodada seguinte na lista, não há elo a conferir. */
  linkMatches: boolean | null;
}

export interface CheckedList {
  rounds: CheckedRound[];
  reachedTerminating: boolean;
  beyondList: number;
}

export interface ParsedList {
  rounds: StoredRound[];
  salt: string | undefined;
  terminating: string | undefined;
  withoutHash: number;
  orderedById: boolean;
}

export function isHash(text: unknown): text is string {
  return typeof text === 'string' && HASH_PATTERN.test(text);
}

function toBytes(hex: string): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(32);
  for (let i = 0; i < 32; i += 1) bytes[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

function toHex(buffer: ArrayBuffer): string {
  return Array.from(new Uint8Array(buffer), (b) => b.toString(16).padStart(2, '0')).join('');
}

export function crashFromHmacHex(hex: string): number {
  // floor(97 / (1 - X)) em inteiros exatos, como o jogo calcula:
  // floor(97 * 2^52 / (2^52 - r)).
  const r = BigInt('0x' + hex.slice(0, 13));
  const twoTo52 = BigInt(2) ** BigInt(52);
  const hundredths = (BigInt(97) * twoTo52) / (twoTo52 - r);
  return Math.max(100, Number(hundredths)) / 100;
}

function hmacKey(salt: string): Promise<CryptoKey> {
  return crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(salt),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
}

async function crashOf(key: CryptoKey, hash: string): Promise<number> {
  return crashFromHmacHex(toHex(await crypto.subtle.sign('HMAC', key, toBytes(hash))));
}

async function previousOf(hash: string): Promise<string> {
  return toHex(await crypto.subtle.digest('SHA-256', toBytes(hash)));
}

function cents(odd: number): number {
  return Math.round(odd * 100);
}

function report(options: Control, done: number, total: number): void {
  if (typeof options.onProgress === 'function') options.onProgress(done, total);
}

function stopped(options: Control): boolean {
  return typeof options.shouldStop === 'function' && options.shouldStop();
}

// Caminha para trás a partir de `hash`: cada rodada, seu crash, até `count` ou o hash final.
export async function walk(options: WalkOptions): Promise<Walk> {
  const key = await hmacKey(options.salt);
  const rounds: WalkedRound[] = [];
  let current = options.hash;
  let reached = false;
  let step = 0;
  for (; step < options.count && !reached; step += 1) {
    if (step % BATCH === 0) {
      if (stopped(options)) break;
      report(options, step, options.count);
    }
    if (options.keepRounds !== false)
      rounds.push({
        offset: 0 - step, // 0 - 0 é 0; -0 seria -0
        hash: current,
        crash: await crashOf(key, current),
      });
    current = await previousOf(current);
    reached = options.terminating !== undefined && current === options.terminating;
  }
  return { rounds, reachedTerminating: reached, steps: step };
}

// Lista salva (da mais recente para a mais antiga): o crash de cada uma e o elo com a
// rodada seguinte; depois dela, só os elos até o hash final, por até `count` rodadas.
export async function checkList(options: ListOptions): Promise<CheckedList> {
  const key = await hmacKey(options.salt);
  const list = options.rounds;
  const result: CheckedRound[] = [];
  for (let start = 0; start < list.length; start += BATCH) {
    if (stopped(options)) throw new Error('Verificação interrompida.');
    report(options, start, list.length);
    const part = list.slice(start, start + BATCH);
    const computed = await Promise.all(
      part.map((round, j) => {
        // A parte de uma lista maior confere também o elo da primeira com a rodada
        // seguinte a ela (`next`, o hash da última rodada da parte anterior).
        const i = start + j;
        const newer = i === 0 ? options.next : list[i - 1]?.hash;
        return Promise.all([
          crashOf(key, round.hash),
          newer === undefined ? null : previousOf(newer),
        ]);
      }),
    );
    part.forEach((round, j) => {
      const [crash, previousOfNewer] = computed[j] ?? [0, null];
      result.push({
        id: round.id,
        hash: round.hash,
        odd: round.odd,
        crash,
        crashMatches: cents(crash) === cents(round.odd),
        linkMatches: previousOfNewer === null ? null : previousOfNewer === round.hash,
      });
    });
  }
  report(options, list.length, list.length);
  const linksWhole = result.every((r) => r.linkMatches !== false);
  let reached = false;
  let beyond = 0;
  const oldest = result.at(-1);
  if (options.terminating !== undefined && oldest !== undefined) {
    const previousOfOldest = await previousOf(oldest.hash);
    if (previousOfOldest === options.terminating) reached = true;
    else {
      const rest = await walk({
        hash: previousOfOldest,
        salt: options.salt,
        count: options.count,
        terminating: options.terminating,
        keepRounds: false,
        shouldStop: options.shouldStop,
      });
      reached = rest.reachedTerminating;
      beyond = rest.steps;
    }
    reached = reached && linksWhole;
  }
  return { rounds: result, reachedTerminating: reached, beyondList: beyond };
}

function fields(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null
    ? (value as Record<string, unknown>)
    : undefined;
}

// Aceita [{ id, hash, odd|crash, salt? }] (a exportação JSON é assim) ou
// { salt, terminatingHash, rounds|roundsNewestFirst }. Com ids, ordena pelo id, da
// mais recente para a mais antiga: a ordem em que foi colada não importa.
export function parseList(text: string): ParsedList {
  const data: unknown = JSON.parse(text);
  const container = Array.isArray(data) ? undefined : fields(data);
  const list: unknown = Array.isArray(data)
    ? data
    : (container?.rounds ?? container?.roundsNewestFirst);
  if (!Array.isArray(list) || list.length === 0)
    throw new Error('A lista precisa de pelo menos uma rodada.');
  let withoutHash = 0;
  const salts = new Set<string>();
  const rounds: StoredRound[] = [];
  list.forEach((value: unknown, i) => {
    const item = fields(value);
    // Uma rodada de feed (na exportação, hash ou salt nulo) não pertence a uma
    // cadeia publicada: não há o que conferir nela.
    if (item && (item.hash === null || item.salt === null)) {
      withoutHash += 1;
      return;
    }
    const odd = typeof item?.odd === 'number' ? item.odd : item?.crash;
    if (!item || !isHash(item.hash) || typeof odd !== 'number')
      throw new Error(`A rodada ${i + 1} precisa de hash (64 hex minúsculos) e odd (número).`);
    if (typeof item.salt === 'string') salts.add(item.salt);
    rounds.push({ id: typeof item.id === 'number' ? item.id : null, hash: item.hash, odd });
  });
  if (rounds.length === 0)
    throw new Error('Nenhuma rodada da lista pertence a uma cadeia publicada.');
  const withIds = rounds.every((r) => r.id !== null);
  if (withIds) rounds.sort((a, b) => (b.id ?? 0) - (a.id ?? 0));
  const roundSalts = [...salts];
  if (roundSalts.length > 1)
    throw new Error('A lista mistura rodadas de cadeias diferentes (mais de um salt).');
  return {
    rounds,
    salt: typeof container?.salt === 'string' ? container.salt : roundSalts[0],
    terminating: isHash(container?.terminatingHash) ? container.terminatingHash : undefined,
    withoutHash,
    orderedById: withIds,
  };
}

export const verifier = { isHash, crashFromHmacHex, walk, checkList, parseList };

export type Verifier = typeof verifier;

/** Um pedido da tela a um Worker. */
export type WorkerRequest =
  { kind: 'list'; options: ListOptions } | { kind: 'walk'; options: WalkOptions };

/** O que o Worker responde: progresso, e no fim o resultado ou o erro. */
export type WorkerReply =
  | { kind: 'progress'; done: number; total: number }
  | { kind: 'result'; result: CheckedList | Walk }
  | { kind: 'error'; message: string };

declare global {
  var VelasVerifier: Verifier | undefined;
}

interface WorkerScope {
  importScripts?: unknown;
  postMessage?: (reply: WorkerReply) => void;
  onmessage?: (event: { data: WorkerRequest }) => void;
}

globalThis.VelasVerifier = verifier;

// Dentro de um Worker: recebe o pedido da tela, responde progresso e resultado.
const scope = globalThis as unknown as WorkerScope;
if (typeof scope.importScripts === 'function' && typeof scope.postMessage === 'function') {
  const reply = scope.postMessage.bind(scope);
  scope.onmessage = (event) => {
    const request = event.data;
    request.options.onProgress = (done, total) => {
      reply({ kind: 'progress', done, total });
    };
    const job: Promise<CheckedList | Walk> =
      request.kind === 'list' ? checkList(request.options) : walk(request.options);
    job.then(
      (result) => {
        reply({ kind: 'result', result });
      },
      (error: unknown) => {
        reply({ kind: 'error', message: String(error instanceof Error ? error.message : error) });
      },
    );
  };
}
