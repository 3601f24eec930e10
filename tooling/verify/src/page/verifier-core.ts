// O núcleo do verificador offline (docs/product.md#provably-fair-rounds): só WebCrypto
// (crypto.subtle), que funciona offline em file:// e localhost. De propósito, não usa
// nenhum código do jogo nem do painel: é uma segunda conta, independente, que o jogador
// pode ler. Roda na página e, copiado num Worker (blob:), longe da thread da tela: o
// mesmo texto (tooling/verify/src/page/build-page.ts o põe na página).

const PADRAO_HASH = /^[0-9a-f]{64}$/;
// Contas do WebCrypto em voo ao mesmo tempo: em lote elas usam vários núcleos.
const LOTE = 512;

export type Progresso = (feitas: number, total: number) => void;

interface Controle {
  aoProgredir?: Progresso;
  /** Perguntado entre os lotes: verdadeiro para interromper. */
  parar?: () => boolean;
}

export interface OpcoesCaminho extends Controle {
  hash: string;
  salt: string;
  quantidade: number;
  final?: string;
  /** Falso: só os elos, sem calcular nem guardar as rodadas (o resto depois de uma lista). */
  guardarRodadas?: boolean;
}

export interface RodadaCaminhada {
  /** 0 a rodada informada, -1 a anterior, e assim por diante. */
  deslocamento: number;
  hash: string;
  crash: number;
}

export interface Caminho {
  rodadas: RodadaCaminhada[];
  chegouAoFinal: boolean;
  passos: number;
}

export interface RodadaSalva {
  id: number | null;
  hash: string;
  odd: number;
}

export interface OpcoesLista extends Controle {
  /** Da mais recente para a mais antiga. */
  rodadas: RodadaSalva[];
  salt: string;
  quantidade: number;
  final?: string;
  /** O hash da rodada jogada logo depois da primeira da lista: o elo dela é conferido também. */
  seguinte?: string;
}

export interface RodadaConferida extends RodadaSalva {
  crash: number;
  crashConfere: boolean;
  /** null: sem rodada seguinte na lista, não há elo a conferir. */
  eloConfere: boolean | null;
}

export interface ListaConferida {
  rodadas: RodadaConferida[];
  chegouAoFinal: boolean;
  alemDaLista: number;
}

export interface ListaLida {
  rodadas: RodadaSalva[];
  salt: string | undefined;
  final: string | undefined;
  semHash: number;
  ordenadaPorId: boolean;
}

export function ehHash(texto: unknown): texto is string {
  return typeof texto === 'string' && PADRAO_HASH.test(texto);
}

function paraBytes(hex: string): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(32);
  for (let i = 0; i < 32; i += 1) bytes[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

function paraHex(buffer: ArrayBuffer): string {
  return Array.from(new Uint8Array(buffer), (b) => b.toString(16).padStart(2, '0')).join('');
}

export function crashDoHmacHex(hex: string): number {
  // floor(97 / (1 - X)) em inteiros exatos, como o jogo calcula:
  // floor(97 * 2^52 / (2^52 - r)).
  const r = BigInt('0x' + hex.slice(0, 13));
  const doisA52 = BigInt(2) ** BigInt(52);
  const centesimos = (BigInt(97) * doisA52) / (doisA52 - r);
  return Math.max(100, Number(centesimos)) / 100;
}

function chaveHmac(salt: string): Promise<CryptoKey> {
  return crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(salt),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
}

async function crashDe(chave: CryptoKey, hash: string): Promise<number> {
  return crashDoHmacHex(paraHex(await crypto.subtle.sign('HMAC', chave, paraBytes(hash))));
}

async function anteriorDe(hash: string): Promise<string> {
  return paraHex(await crypto.subtle.digest('SHA-256', paraBytes(hash)));
}

function centavos(odd: number): number {
  return Math.round(odd * 100);
}

function avisar(opcoes: Controle, feitas: number, total: number): void {
  if (typeof opcoes.aoProgredir === 'function') opcoes.aoProgredir(feitas, total);
}

function parado(opcoes: Controle): boolean {
  return typeof opcoes.parar === 'function' && opcoes.parar();
}

// Caminha para trás a partir de `hash`: cada rodada, seu crash, até `quantidade` ou o hash final.
export async function caminhar(opcoes: OpcoesCaminho): Promise<Caminho> {
  const chave = await chaveHmac(opcoes.salt);
  const rodadas: RodadaCaminhada[] = [];
  let atual = opcoes.hash;
  let chegou = false;
  let passo = 0;
  for (; passo < opcoes.quantidade && !chegou; passo += 1) {
    if (passo % LOTE === 0) {
      if (parado(opcoes)) break;
      avisar(opcoes, passo, opcoes.quantidade);
    }
    if (opcoes.guardarRodadas !== false)
      rodadas.push({
        deslocamento: 0 - passo, // 0 - 0 é 0; -0 seria -0
        hash: atual,
        crash: await crashDe(chave, atual),
      });
    atual = await anteriorDe(atual);
    chegou = opcoes.final !== undefined && atual === opcoes.final;
  }
  return { rodadas, chegouAoFinal: chegou, passos: passo };
}

// Lista salva (da mais recente para a mais antiga): o crash de cada uma e o elo com a
// rodada seguinte; depois dela, só os elos até o hash final, por até `quantidade` rodadas.
export async function conferirLista(opcoes: OpcoesLista): Promise<ListaConferida> {
  const chave = await chaveHmac(opcoes.salt);
  const lista = opcoes.rodadas;
  const resultado: RodadaConferida[] = [];
  for (let inicio = 0; inicio < lista.length; inicio += LOTE) {
    if (parado(opcoes)) throw new Error('Verificação interrompida.');
    avisar(opcoes, inicio, lista.length);
    const parte = lista.slice(inicio, inicio + LOTE);
    const feitas = await Promise.all(
      parte.map((rodada, j) => {
        // A parte de uma lista maior confere também o elo da primeira com a rodada
        // seguinte a ela (`seguinte`, o hash da última rodada da parte anterior).
        const i = inicio + j;
        const depois = i === 0 ? opcoes.seguinte : lista[i - 1]?.hash;
        return Promise.all([
          crashDe(chave, rodada.hash),
          depois === undefined ? null : anteriorDe(depois),
        ]);
      }),
    );
    parte.forEach((rodada, j) => {
      const [crash, anteriorDaSeguinte] = feitas[j] ?? [0, null];
      resultado.push({
        id: rodada.id,
        hash: rodada.hash,
        odd: rodada.odd,
        crash,
        crashConfere: centavos(crash) === centavos(rodada.odd),
        eloConfere: anteriorDaSeguinte === null ? null : anteriorDaSeguinte === rodada.hash,
      });
    });
  }
  avisar(opcoes, lista.length, lista.length);
  const elosInteiros = resultado.every((r) => r.eloConfere !== false);
  let chegou = false;
  let alem = 0;
  const maisAntiga = resultado.at(-1);
  if (opcoes.final !== undefined && maisAntiga !== undefined) {
    const anteriorDaMaisAntiga = await anteriorDe(maisAntiga.hash);
    if (anteriorDaMaisAntiga === opcoes.final) chegou = true;
    else {
      const resto = await caminhar({
        hash: anteriorDaMaisAntiga,
        salt: opcoes.salt,
        quantidade: opcoes.quantidade,
        final: opcoes.final,
        guardarRodadas: false,
        parar: opcoes.parar,
      });
      chegou = resto.chegouAoFinal;
      alem = resto.passos;
    }
    chegou = chegou && elosInteiros;
  }
  return { rodadas: resultado, chegouAoFinal: chegou, alemDaLista: alem };
}

function campos(valor: unknown): Record<string, unknown> | undefined {
  return typeof valor === 'object' && valor !== null
    ? (valor as Record<string, unknown>)
    : undefined;
}

// Aceita [{ id, hash, odd|crash, salt? }] (a exportação JSON é assim) ou
// { salt, terminatingHash, rounds|roundsNewestFirst }. Com ids, ordena pelo id, da
// mais recente para a mais antiga: a ordem em que foi colada não importa.
export function lerLista(texto: string): ListaLida {
  const dados: unknown = JSON.parse(texto);
  const objeto = Array.isArray(dados) ? undefined : campos(dados);
  const lista: unknown = Array.isArray(dados)
    ? dados
    : (objeto?.rounds ?? objeto?.roundsNewestFirst);
  if (!Array.isArray(lista) || lista.length === 0)
    throw new Error('A lista precisa de pelo menos uma rodada.');
  let semHash = 0;
  const salts = new Set<string>();
  const rodadas: RodadaSalva[] = [];
  lista.forEach((valor: unknown, i) => {
    const item = campos(valor);
    // Uma rodada de feed (na exportação, hash ou salt nulo) não pertence a uma
    // cadeia publicada: não há o que conferir nela.
    if (item && (item.hash === null || item.salt === null)) {
      semHash += 1;
      return;
    }
    const odd = typeof item?.odd === 'number' ? item.odd : item?.crash;
    if (!item || !ehHash(item.hash) || typeof odd !== 'number')
      throw new Error(`A rodada ${i + 1} precisa de hash (64 hex minúsculos) e odd (número).`);
    if (typeof item.salt === 'string') salts.add(item.salt);
    rodadas.push({ id: typeof item.id === 'number' ? item.id : null, hash: item.hash, odd });
  });
  if (rodadas.length === 0)
    throw new Error('Nenhuma rodada da lista pertence a uma cadeia publicada.');
  const comIds = rodadas.every((r) => r.id !== null);
  if (comIds) rodadas.sort((a, b) => (b.id ?? 0) - (a.id ?? 0));
  const saltsDasRodadas = [...salts];
  if (saltsDasRodadas.length > 1)
    throw new Error('A lista mistura rodadas de cadeias diferentes (mais de um salt).');
  return {
    rodadas,
    salt: typeof objeto?.salt === 'string' ? objeto.salt : saltsDasRodadas[0],
    final: ehHash(objeto?.terminatingHash) ? objeto.terminatingHash : undefined,
    semHash,
    ordenadaPorId: comIds,
  };
}

export const verificador = { ehHash, crashDoHmacHex, caminhar, conferirLista, lerLista };

export type Verificador = typeof verificador;

/** Um pedido da tela a um Worker. */
export type Pedido =
  { tipo: 'lista'; opcoes: OpcoesLista } | { tipo: 'caminho'; opcoes: OpcoesCaminho };

/** O que o Worker responde: progresso, e no fim o resultado ou o erro. */
export type Resposta =
  | { tipo: 'progresso'; feitas: number; total: number }
  | { tipo: 'resultado'; resultado: ListaConferida | Caminho }
  | { tipo: 'erro'; mensagem: string };

declare global {
  var VerificadorVelas: Verificador | undefined;
}

interface EscopoDoTrabalhador {
  importScripts?: unknown;
  postMessage?: (resposta: Resposta) => void;
  onmessage?: (evento: { data: Pedido }) => void;
}

globalThis.VerificadorVelas = verificador;

// Dentro de um Worker: recebe o pedido da tela, responde progresso e resultado.
const escopo = globalThis as unknown as EscopoDoTrabalhador;
if (typeof escopo.importScripts === 'function' && typeof escopo.postMessage === 'function') {
  const responder = escopo.postMessage.bind(escopo);
  escopo.onmessage = (evento) => {
    const pedido = evento.data;
    pedido.opcoes.aoProgredir = (feitas, total) => {
      responder({ tipo: 'progresso', feitas, total });
    };
    const trabalho: Promise<ListaConferida | Caminho> =
      pedido.tipo === 'lista' ? conferirLista(pedido.opcoes) : caminhar(pedido.opcoes);
    trabalho.then(
      (resultado) => {
        responder({ tipo: 'resultado', resultado });
      },
      (erro: unknown) => {
        responder({ tipo: 'erro', mensagem: String(erro instanceof Error ? erro.message : erro) });
      },
    );
  };
}
