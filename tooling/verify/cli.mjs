#!/usr/bin/env node
// Verificador de linha de comando das rodadas de crash (docs/product/provably-fair-rounds.md#provably-fair-rounds), só
// com o Node (node:crypto), sem build nem dependências: qualquer pessoa guarda
// este arquivo e confere o jogo sem confiar no servidor.
//   h = HMAC_SHA256(chave = salt em UTF-8, mensagem = os 32 bytes do hash da rodada)
//   X = (13 primeiros dígitos hex de h) / 2^52;  crash = max(1, floor(97 / (1 - X)) / 100)
//   a rodada anterior tem hash SHA256(hash)
import { Buffer } from 'node:buffer';
import console from 'node:console';
import { createHash, createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import process from 'node:process';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

const HASH_PATTERN = /^[0-9a-f]{64}$/;
const MAX_COUNT = 100_000;
const EXIT = { ok: 0, divergent: 1, usage: 2 };

const HELP = `Verificador de rodadas (cadeia de hashes com HMAC-SHA256)

Uso:
  node cli.mjs --hash H --salt S [--count N] [--expect-terminating T]
  node cli.mjs --rounds rodadas.json [--salt S] [--count N] [--expect-terminating T]

Opções:
  --hash H                 hash da rodada mais recente (64 dígitos hexadecimais minúsculos)
  --salt S                 salt da casa de apostas (texto, usado como chave do HMAC em UTF-8)
  --count N                quantas rodadas percorrer para trás (1 a ${MAX_COUNT}; padrão 10)
  --expect-terminating T   hash final publicado da cadeia: diz se a caminhada chega até ele
  --rounds ARQUIVO         lista JSON de rodadas salvas (a exportação JSON serve; com ids,
                           em qualquer ordem, senão da mais recente para a mais antiga):
                           [{ "id": 12, "hash": "...", "odd": 2.72 }, ...] ou
                           { "salt": "...", "terminatingHash": "...", "rounds": [...] }
                           confere o crash de cada rodada e o elo com a rodada seguinte
  --json                   imprime o resultado em JSON
  --help                   mostra esta ajuda

Saída: código 0 quando tudo confere, 1 quando alguma rodada diverge ou a cadeia
não chega ao hash final esperado, 2 quando os parâmetros são inválidos.`;

class UsageError extends Error {}

/** @param {string} salt @param {Buffer} hash */
export function crashPoint(hash, salt) {
  const hex = createHmac('sha256', Buffer.from(salt, 'utf8')).update(hash).digest('hex');
  // floor(97 / (1 - r/2^52)) in whole integers, as the game computes it
  // (packages/domain/src/fairness.ts): floor(97 * 2^52 / (2^52 - r)).
  const r = BigInt(`0x${hex.slice(0, 13)}`);
  const hundredths = (97n * 2n ** 52n) / (2n ** 52n - r);
  return Math.max(100, Number(hundredths)) / 100;
}

/** @param {Buffer} hash */
function previousHash(hash) {
  return createHash('sha256').update(hash).digest();
}

/** @param {string} text @param {string} what */
function hashArgument(text, what) {
  if (!HASH_PATTERN.test(text))
    throw new UsageError(`${what} deve ter 64 dígitos hexadecimais minúsculos`);
  return Buffer.from(text, 'hex');
}

/** @param {number} odd */
const cents = (odd) => Math.round(odd * 100);
/** @param {number} odd */
const formatOdd = (odd) => `${odd.toFixed(2).replace('.', ',')}x`;

/**
 * @param {Buffer} start @param {string} salt @param {number} count @param {Buffer | undefined} terminating
 */
function walk(start, salt, count, terminating) {
  /** @type {{ offset: number, hash: string, crash: number }[]} */
  const rounds = [];
  let current = start;
  let reached = false;
  for (let offset = 0; offset < count && !reached; offset += 1) {
    rounds.push({
      offset: -offset,
      hash: current.toString('hex'),
      crash: crashPoint(current, salt),
    });
    current = previousHash(current);
    reached = terminating !== undefined && current.equals(terminating);
  }
  return { rounds, reached, last: current };
}

/**
 * @typedef {{ id: number | null, hash: string, odd: number }} StoredRound
 * @param {unknown} data
 * @returns {{ salt?: string, terminatingHash?: string, rounds: StoredRound[], withoutHash: number }}
 */
function parseRoundsFile(data) {
  const record = /** @type {Record<string, unknown>} */ (data ?? {});
  const list = Array.isArray(data) ? data : (record.rounds ?? record.roundsNewestFirst);
  if (!Array.isArray(list) || list.length === 0)
    throw new UsageError('o arquivo de rodadas deve trazer uma lista com pelo menos uma rodada');
  /** @type {StoredRound[]} */
  const rounds = [];
  /** @type {Set<string>} */
  const salts = new Set();
  let withoutHash = 0;
  for (const [index, item] of /** @type {unknown[]} */ (list).entries()) {
    const round = /** @type {Record<string, unknown>} */ (item ?? {});
    // A feed's round (the export's null hash or salt) is in no published chain.
    if (round.hash === null || round.salt === null) {
      withoutHash += 1;
      continue;
    }
    const odd = round.odd ?? round.crash;
    if (typeof round.hash !== 'string' || !HASH_PATTERN.test(round.hash) || typeof odd !== 'number')
      throw new UsageError(
        `a rodada ${index + 1} do arquivo precisa de hash (64 hex) e odd (número)`,
      );
    if (typeof round.salt === 'string') salts.add(round.salt);
    rounds.push({ id: typeof round.id === 'number' ? round.id : null, hash: round.hash, odd });
  }
  if (rounds.length === 0)
    throw new UsageError('nenhuma rodada do arquivo pertence a uma cadeia publicada');
  if (salts.size > 1)
    throw new UsageError('o arquivo mistura rodadas de cadeias diferentes (mais de um salt)');
  // With ids the file may be in any order (the export is oldest first): newest first by id.
  if (rounds.every((round) => round.id !== null))
    rounds.sort((a, b) => Number(b.id) - Number(a.id));
  const salt = typeof record.salt === 'string' ? record.salt : [...salts][0];
  return {
    ...(typeof salt === 'string' && { salt }),
    ...(typeof record.terminatingHash === 'string' && { terminatingHash: record.terminatingHash }),
    rounds,
    withoutHash,
  };
}

/**
 * @param {StoredRound[]} rounds @param {string} salt
 */
function verifyList(rounds, salt) {
  return rounds.map((round, index) => {
    const hash = Buffer.from(round.hash, 'hex');
    const crash = crashPoint(hash, salt);
    const newer = rounds[index - 1];
    const linkOk =
      newer === undefined ? null : previousHash(Buffer.from(newer.hash, 'hex')).equals(hash);
    return { ...round, crash, crashOk: cents(crash) === cents(round.odd), linkOk };
  });
}

/** @param {string[]} argv @param {(line: string) => void} print */
export function run(argv, print) {
  const { values } = parseArgs({
    args: argv,
    options: {
      hash: { type: 'string' },
      salt: { type: 'string' },
      count: { type: 'string' },
      'expect-terminating': { type: 'string' },
      rounds: { type: 'string' },
      json: { type: 'boolean' },
      help: { type: 'boolean' },
    },
    strict: true,
  });
  if (values.help === true) {
    print(HELP);
    return EXIT.ok;
  }
  const count = Number(values.count ?? '10');
  if (!Number.isInteger(count) || count < 1 || count > MAX_COUNT)
    throw new UsageError(`--count deve ser um inteiro de 1 a ${MAX_COUNT}`);

  if (values.rounds !== undefined) return runList(values, count, print);
  if (values.hash === undefined || values.salt === undefined)
    throw new UsageError('informe --hash e --salt (ou --rounds); veja --help');
  const terminating =
    values['expect-terminating'] === undefined
      ? undefined
      : hashArgument(values['expect-terminating'], '--expect-terminating');
  const { rounds, reached } = walk(
    hashArgument(values.hash, '--hash'),
    values.salt,
    count,
    terminating,
  );
  if (values.json === true) {
    print(
      JSON.stringify({ rounds, ...(terminating && { reachedTerminatingHash: reached }) }, null, 2),
    );
  } else {
    for (const round of rounds) print(`${round.offset}\t${round.hash}\t${formatOdd(round.crash)}`);
    if (terminating) print(reachMessage(reached, rounds.length));
  }
  return terminating && !reached ? EXIT.divergent : EXIT.ok;
}

/** @param {boolean} reached @param {number} checked */
function reachMessage(reached, checked) {
  return reached
    ? `A cadeia chega ao hash final publicado: ${checked} rodada(s) conferida(s).`
    : `A cadeia NÃO chega ao hash final esperado em ${checked} rodada(s).`;
}

/**
 * @param {{ rounds?: string, salt?: string, 'expect-terminating'?: string, json?: boolean }} values
 * @param {number} count @param {(line: string) => void} print
 */
function runList(values, count, print) {
  /** @type {unknown} */
  let data;
  try {
    data = /** @type {unknown} */ (JSON.parse(readFileSync(values.rounds ?? '', 'utf8')));
  } catch (error) {
    throw new UsageError(`não foi possível ler o arquivo de rodadas: ${String(error)}`);
  }
  const file = parseRoundsFile(data);
  const salt = values.salt ?? file.salt;
  if (salt === undefined) throw new UsageError('informe --salt (o arquivo não traz o salt)');
  const terminatingText = values['expect-terminating'] ?? file.terminatingHash;
  const terminating =
    terminatingText === undefined ? undefined : hashArgument(terminatingText, 'o hash final');
  const verdicts = verifyList(file.rounds, salt);
  const divergent = verdicts.filter((v) => !v.crashOk || v.linkOk === false);
  // Past the listed rounds the walk follows the links only, up to --count more.
  const beforeOldest = previousHash(Buffer.from(file.rounds.at(-1)?.hash ?? '', 'hex'));
  const listReaches = terminating !== undefined && beforeOldest.equals(terminating);
  const rest =
    terminating && !listReaches ? walk(beforeOldest, salt, count, terminating) : undefined;
  const reached =
    terminating !== undefined &&
    divergent.every((v) => v.linkOk !== false) &&
    (listReaches || (rest !== undefined && rest.reached));
  if (values.json === true) {
    print(
      JSON.stringify(
        { rounds: verdicts, ...(terminating && { reachedTerminatingHash: reached }) },
        null,
        2,
      ),
    );
  } else {
    for (const v of verdicts) {
      const problems = [
        ...(v.crashOk ? [] : [`crash calculado ${formatOdd(v.crash)} ≠ salvo ${formatOdd(v.odd)}`]),
        ...(v.linkOk === false ? ['elo com a rodada seguinte quebrado'] : []),
      ];
      const label = v.id === null ? '' : `${v.id}`;
      print(
        `${label}\t${v.hash}\t${formatOdd(v.odd)}\t${problems.length ? `DIVERGENTE: ${problems.join('; ')}` : 'ok'}`,
      );
    }
    print(`${verdicts.length - divergent.length} de ${verdicts.length} rodada(s) conferem.`);
    if (file.withoutHash > 0)
      print(`${file.withoutHash} rodada(s) de feed, sem cadeia publicada, ficaram de fora.`);
    if (terminating)
      print(reachMessage(reached, verdicts.length + (rest ? rest.rounds.length : 0)));
  }
  return divergent.length > 0 || (terminating !== undefined && !reached) ? EXIT.divergent : EXIT.ok;
}

/** @param {unknown} error parseArgs reports bad options as TypeErrors with an ERR_PARSE_ARGS code. */
const isUsageError = (error) =>
  error instanceof UsageError ||
  (error instanceof TypeError && String(Reflect.get(error, 'code')).startsWith('ERR_PARSE_ARGS'));

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    process.exitCode = run(process.argv.slice(2), (line) => {
      console.log(line);
    });
  } catch (error) {
    if (!isUsageError(error) || !(error instanceof Error)) throw error;
    console.error(`Erro: ${error.message}\nUse --help para ver as opções.`);
    process.exitCode = EXIT.usage;
  }
}
